import type os from "node:os";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { reachableUrls } from "./reachable-urls.ts";

const iface = (address: string, family: "IPv4" | "IPv6", internal = false) =>
  ({ address, family, internal, netmask: "", mac: "", cidr: null }) as os.NetworkInterfaceInfo;
const interfaces = {
  lo: [iface("127.0.0.1", "IPv4", true), iface("::1", "IPv6", true)],
  eth0: [iface("192.168.1.20", "IPv4"), iface("fe80::1", "IPv6")],
  wlan0: [iface("10.0.0.7", "IPv4")],
};

describe("reachableUrls", () => {
  it("lists localhost and every LAN address when listening on all interfaces", () => {
    expect(reachableUrls(parseEnv({ PORT: "3000" }), 3000, interfaces)).toEqual([
      "http://localhost:3000",
      "http://192.168.1.20:3000",
      "http://10.0.0.7:3000",
    ]);
  });

  it("is PUBLIC_URL alone when it is set", () => {
    expect(reachableUrls(parseEnv({ PUBLIC_URL: "https://chauffeur.example/", PAYMENTS: "off" }), 3000, interfaces)).toEqual(["https://chauffeur.example"]);
  });

  it("names the one interface HOST binds", () => {
    expect(reachableUrls(parseEnv({ HOST: "127.0.0.1" }), 4100, interfaces)).toEqual(["http://localhost:4100", "http://127.0.0.1:4100"]);
    expect(reachableUrls(parseEnv({ HOST: "192.168.1.20" }), 4100, interfaces)).toEqual(["http://192.168.1.20:4100"]);
  });
});
