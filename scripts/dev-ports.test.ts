import { describe, expect, it } from "vitest";
import { devPorts } from "./dev-ports.ts";

describe("npm run dev's ports", () => {
  it("runs the API on 3000 and Vite on 5173 when nothing is set", () => {
    expect(devPorts({})).toEqual({ apiPort: 3000, devPort: 5173 });
  });

  it("takes the API's port from PORT, as the server does, and Vite's from DEV_PORT", () => {
    expect(devPorts({ PORT: "4601", DEV_PORT: "4602" })).toEqual({ apiPort: 4601, devPort: 4602 });
    expect(devPorts({ PORT: " 8080 ", DEV_PORT: "" })).toEqual({ apiPort: 8080, devPort: 5173 });
  });

  it.each([
    [{ PORT: "abc" }, /PORT: .*"abc"/],
    [{ PORT: "0" }, /PORT: /],
    [{ DEV_PORT: "65536" }, /DEV_PORT: .*"65536"/],
    [{ DEV_PORT: "51.5" }, /DEV_PORT: /],
    [{ PORT: "4600", DEV_PORT: "4600" }, /PORT and DEV_PORT/],
  ])("refuses %o with a line naming the variable", (env, message) => {
    expect(() => devPorts(env)).toThrow(message);
  });
});
