import { describe, expect, it } from "vitest";
import "./zod-without-eval.ts";
import { z } from "zod";

describe("zod under the Content-Security-Policy", () => {
  it("runs jitless (no `new Function` probe) once the module has run, whatever loaded first", () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: "Ana" })).toEqual({ name: "Ana" });
  });
});
