/**
 * npm run bench:uploads: several admins uploading large photos at once.
 *
 * One photo like a camera's (6000 × 4000, 24 megapixels, just under the 10 MB limit) is uploaded
 * to the whole API (createTestApp: routes, access checks, multipart parsing, sharp, disk storage)
 * served over HTTP by a child process, a fresh one per scenario so that one's memory does not hide
 * the next one's; this process is the admins' browsers. Only the server is measured. Printed as
 * ratios to the baseline measured in the same run, one photo alone:
 *   - the server's peak RSS growth (sampled every 10 ms, over its RSS after a warm-up upload);
 *   - its CPU time (user + system, libvips' threads included), per photo;
 *   - wall time per photo.
 * Scenarios (BENCH_ADMINS admins, BENCH_PHOTOS photos each; 3 × 10 by default):
 *   - panel: each admin's photos one request at a time, as the photo library tab sends them;
 *   - batches: each admin's photos in one request (the API takes up to 10), all at once;
 *   - decode, queued / decode, side by side: the decoding alone (the webp copies and the cleaned
 *     original, no HTTP) of the same photos, 3 streams at once, through the one-at-a-time queue and
 *     without it (what the server did before), to show what the queue holds back.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ADMINS = Number(process.env.BENCH_ADMINS ?? 3);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 10);
const MAX_BYTES = 10 * 1024 * 1024;

type Scenario =
  "alone" | "panel" | "batches" | "decode-queued" | "decode-side-by-side";
interface Figures {
  scenario: Scenario;
  photos: number;
  stored: number;
  peakRssGrowthMb: number;
  cpuMs: number;
  wallMs: number;
  peakDecodes: number;
}

const roleArg = process.argv
  .find((arg) => arg.startsWith("--serve="))
  ?.slice("--serve=".length);
if (roleArg) await serveForBench(roleArg);
else await main();

/** This process: makes the photo, runs each scenario against a fresh server process, prints the table. */
async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-uploads-"));
  try {
    const photoPath = path.join(dir, "camera.jpg");
    let quality = 92;
    let bytes: Buffer;
    do {
      bytes = await sharp({
        create: {
          width: 6000,
          height: 4000,
          channels: 3,
          background: { r: 90, g: 140, b: 200 },
          noise: { type: "gaussian", mean: 128, sigma: 18 },
        },
      })
        .jpeg({ quality })
        .toBuffer();
      quality -= 4;
    } while (bytes.byteLength > MAX_BYTES && quality > 50);
    fs.writeFileSync(photoPath, bytes);
    console.log(
      `photo: 6000 × 4000 JPEG, ${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB; ${ADMINS} admins × ${PHOTOS} photos; ${os.cpus().length} cores`,
    );

    const rows: Figures[] = [];
    for (const scenario of [
      "alone",
      "panel",
      "batches",
      "decode-queued",
      "decode-side-by-side",
    ] as const) {
      rows.push(await runScenario(scenario, photoPath, bytes));
    }
    const alone = rows[0]!;
    const ratio = (value: number, base: number) =>
      base > 0 ? `${(value / base).toFixed(2)}×` : "-";
    console.log("");
    console.log(
      "scenario              photos stored  server peak RSS growth   CPU / photo           wall / photo          most decodes at once",
    );
    for (const r of rows) {
      const cpuPerPhoto = r.cpuMs / r.photos;
      const wallPerPhoto = r.wallMs / r.photos;
      console.log(
        [
          r.scenario.padEnd(21),
          String(r.photos).padStart(6),
          String(r.stored).padStart(6),
          ` ${r.peakRssGrowthMb.toFixed(0).padStart(5)} MB (${ratio(r.peakRssGrowthMb, alone.peakRssGrowthMb).padStart(6)})`.padEnd(
            24,
          ),
          `${(cpuPerPhoto / 1000).toFixed(2).padStart(5)} s (${ratio(cpuPerPhoto, alone.cpuMs / alone.photos).padStart(6)})`.padEnd(
            21,
          ),
          `${(wallPerPhoto / 1000).toFixed(2).padStart(5)} s (${ratio(wallPerPhoto, alone.wallMs / alone.photos).padStart(6)})`.padEnd(
            21,
          ),
          String(r.peakDecodes).padStart(5),
        ].join(" "),
      );
    }
    console.log(
      '\n(× is the ratio to "alone", one photo uploaded with nothing else running, in the same run.)',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts a server process, drives one scenario against it as the admins' browsers, returns its figures. */
async function runScenario(
  scenario: Scenario,
  photoPath: string,
  photo: Buffer,
): Promise<Figures> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", self, `--serve=${photoPath}`],
    {
      env: { ...process.env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const ready = await new Promise<{
    url: string;
    cookies: string[];
    origin: string;
  }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line)
        resolve(
          JSON.parse(line) as {
            url: string;
            cookies: string[];
            origin: string;
          },
        );
    });
    child.on("exit", (code) =>
      reject(new Error(`the bench server stopped (${code})`)),
    );
  });
  try {
    const { url, cookies, origin } = ready;
    const post = (path: string, init: RequestInit = {}) =>
      fetch(`${url}${path}`, { method: "POST", ...init });
    let stored = 0;
    const upload = async (cookie: string, count: number, prefix: string) => {
      const form = new FormData();
      for (let i = 0; i < count; i++)
        form.append(
          "files",
          new File([new Uint8Array(photo)], `${prefix}-${i}.jpg`, { type: "image/jpeg" }),
        );
      const response = await post("/api/admin/photos", {
        body: form,
        headers: { cookie, origin },
      });
      const body = (await response.json()) as { stored?: unknown[] };
      stored += body.stored?.length ?? 0;
    };
    const photos = scenario === "alone" ? 1 : ADMINS * PHOTOS;
    await post("/__bench/start");
    if (scenario === "alone") await upload(cookies[0]!, 1, "alone");
    else if (scenario === "panel") {
      await Promise.all(
        cookies.map(async (cookie, a) => {
          for (let i = 0; i < PHOTOS; i++)
            await upload(cookie, 1, `a${a}-${i}`);
        }),
      );
    } else if (scenario === "batches")
      await Promise.all(
        cookies.map((cookie, a) => upload(cookie, PHOTOS, `a${a}`)),
      );
    else {
      const answer = await post(
        `/__bench/decode?queued=${scenario === "decode-queued" ? 1 : 0}&streams=${ADMINS}&photos=${PHOTOS}`,
      );
      stored = ((await answer.json()) as { decoded: number }).decoded;
    }
    const figures = (await (await post("/__bench/stop")).json()) as Omit<
      Figures,
      "scenario" | "photos" | "stored"
    >;
    return { scenario, photos, stored, ...figures };
  } finally {
    child.kill();
  }
}

/**
 * The server process: the in-process app (fresh database, its own photo folder) on a free port,
 * with ADMINS signed-in admins and /__bench/ routes to start and stop the measure and to run the
 * decodes alone. Prints `{ url, origin, cookies }` when ready.
 */
async function serveForBench(photoPath: string) {
  const { serve } = await import("@hono/node-server");
  const { createTestApp, TEST_ORIGIN } =
    await import("../test-support/test-app.ts");
  const { makePhoto, uploadPhotos } =
    await import("../test-support/test-photos.ts");
  const { decodeInTurn, photoDecodeStats } =
    await import("../src/server/modules/photos/photo-decode-queue.ts");
  const { renderPhotoVariants, cleanOriginal } =
    await import("../src/server/modules/photos/photo-images.ts");

  const t = await createTestApp();
  const admins = await Promise.all(
    Array.from({ length: ADMINS }, (_, i) =>
      t.createUser(["admin"], `Admin ${i + 1}`),
    ),
  );
  // Warm up (sharp, libvips, the routes) with a small photo; the measure starts after.
  await uploadPhotos(
    t,
    [{ name: "warm.jpg", bytes: await makePhoto(64, 48) }],
    admins[0]!.cookie,
  );

  let startRss = 0;
  let peakRss = 0;
  let cpuStart = process.cpuUsage();
  let started = 0;
  let sideBySidePeak = 0;
  let sampler: NodeJS.Timeout | undefined;
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage.rss()));

  const decodeAlone = async (
    queued: boolean,
    streams: number,
    photos: number,
  ) => {
    const bytes = new Uint8Array(fs.readFileSync(photoPath));
    let active = 0;
    let decoded = 0;
    const work = async () => {
      active++;
      sideBySidePeak = Math.max(sideBySidePeak, active);
      try {
        await renderPhotoVariants(bytes);
        await cleanOriginal(bytes, "jpeg");
        decoded++;
      } finally {
        active--;
      }
    };
    await Promise.all(
      Array.from({ length: streams }, async () => {
        for (let i = 0; i < photos; i++)
          await (queued ? decodeInTurn(work) : work());
      }),
    );
    return decoded;
  };

  serve(
    {
      port: 0,
      hostname: "127.0.0.1",
      fetch: async (request) => {
        const url = new URL(request.url);
        if (url.pathname === "/__bench/start") {
          startRss = process.memoryUsage.rss();
          peakRss = startRss;
          sampler = setInterval(sample, 10);
          cpuStart = process.cpuUsage();
          started = performance.now();
          return Response.json({ ok: true });
        }
        if (url.pathname === "/__bench/stop") {
          const wallMs = performance.now() - started;
          const cpu = process.cpuUsage(cpuStart);
          clearInterval(sampler);
          sample();
          return Response.json({
            peakRssGrowthMb: (peakRss - startRss) / 1024 / 1024,
            cpuMs: (cpu.user + cpu.system) / 1000,
            wallMs,
            peakDecodes: Math.max(photoDecodeStats().peak, sideBySidePeak),
          });
        }
        if (url.pathname === "/__bench/decode") {
          const q = (name: string) => Number(url.searchParams.get(name));
          return Response.json({
            decoded: await decodeAlone(
              q("queued") === 1,
              q("streams"),
              q("photos"),
            ),
          });
        }
        return t.app.fetch(request);
      },
    },
    (info) => {
      console.log(
        JSON.stringify({
          url: `http://127.0.0.1:${info.port}`,
          origin: TEST_ORIGIN,
          cookies: admins.map((a) => a.cookie),
        }),
      );
    },
  );
}
