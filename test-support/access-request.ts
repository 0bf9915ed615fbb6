import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

export interface AccessRequestInit {
  method?: string;
  cookie?: string;
  json?: unknown;
  /** An empty HTML form post (the test checkout's buttons). */
  form?: boolean;
  /** A multipart body without a file (the photo upload). */
  multipart?: boolean;
}

/**
 * For the tests that walk the access table: a request function on `t` in which each request comes
 * from its own address (the app must trust one proxy, TRUST_PROXY=1), so that no rate limit
 * answers in place of the route, with the body each kind of route takes.
 */
export function createAccessRequester(t: Pick<TestApp, "app">) {
  let addressCount = 0;
  return async function send(pathname: string, init: AccessRequestInit = {}): Promise<Response> {
    addressCount += 1;
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      "x-forwarded-for": `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`,
    };
    if (init.cookie) headers.cookie = init.cookie;
    let body: BodyInit | undefined;
    if (init.multipart) {
      const form = new FormData();
      form.append("note", "no file");
      body = form; // the request sets multipart/form-data with its boundary
    } else if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = "";
    } else if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    }
    return t.app.request(pathname, { method: init.method ?? "GET", headers, body });
  };
}
