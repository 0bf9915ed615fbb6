import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api.ts";

/** Replaces fetch with one that records each call and answers `{ ok: true }`. */
function recordFetch(status = 200, body: unknown = { ok: true }) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

const contentTypeOf = (init: RequestInit) => new Headers(init.headers).get("content-type");

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("says JSON on a %s without a body (the server refuses other types)", async (method) => {
    const calls = recordFetch();
    await apiFetch("/api/thing", { method });
    expect(contentTypeOf(calls[0]!.init)).toBe("application/json");
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it("sends a JSON body with its type", async () => {
    const calls = recordFetch();
    await apiFetch("/api/thing", { method: "POST", json: { a: 1 } });
    expect(contentTypeOf(calls[0]!.init)).toBe("application/json");
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it("sends no Content-Type on a GET", async () => {
    const calls = recordFetch();
    await apiFetch("/api/thing");
    expect(contentTypeOf(calls[0]!.init)).toBeNull();
  });

  it("keeps a Content-Type the caller gives", async () => {
    const calls = recordFetch();
    await apiFetch("/api/upload", { method: "POST", body: "x", headers: { "content-type": "image/webp" } });
    expect(contentTypeOf(calls[0]!.init)).toBe("image/webp");
  });

  it("throws the server's error", async () => {
    recordFetch(415, { error: { code: "unsupported_media_type", message: "Formato do pedido não suportado." } });
    await expect(apiFetch("/api/thing", { method: "POST" })).rejects.toEqual(
      new ApiError(415, "unsupported_media_type", "Formato do pedido não suportado."),
    );
  });
});
