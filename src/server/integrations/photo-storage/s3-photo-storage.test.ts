/**
 * The S3 adapter against the AWS SDK's own mocks (aws-sdk-client-mock): every S3Client's send()
 * answers from an in-memory bucket below that behaves as S3 documents it (412 PreconditionFailed
 * for If-None-Match: * on an existing key, NoSuchKey, NotFound). No live S3 or MinIO is called.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from "@aws-sdk/client-s3";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { itBehavesAsPhotoStorage } from "../../../../test-support/photo-storage-contract.ts";
import type { PhotoStorage } from "./photo-storage.ts";
import { createS3Client, createS3PhotoStorage, type S3Settings } from "./s3-photo-storage.ts";

const SETTINGS: S3Settings = {
  bucket: "tour-photos",
  endpoint: "http://127.0.0.1:9000",
  region: "eu-west-1",
  accessKeyId: "minio-user",
  secretAccessKey: "minio-password",
};

const s3 = mockClient(S3Client);
afterAll(() => s3.restore());

/** The in-memory bucket the mocked client answers from: key → bytes and content type. */
let bucket: Map<string, { bytes: Uint8Array; contentType: string }>;
const metadata = (httpStatusCode: number) => ({ httpStatusCode, attempts: 1, totalRetryDelay: 0 });
/** Bodies are sent as Uint8Array by the adapter; whatever was sent is read back as bytes. */
const bytesOf = (body: unknown) => new Uint8Array(body as Uint8Array);

let storage: PhotoStorage;
beforeEach(() => {
  bucket = new Map();
  s3.reset();
  s3.on(PutObjectCommand).callsFake(async (input: PutObjectCommand["input"]) => {
    if (input.Bucket !== SETTINGS.bucket) throw new Error(`unexpected bucket ${input.Bucket}`);
    const key = input.Key!;
    await Promise.resolve(); // another request may run in between, as over the network
    if (input.IfNoneMatch === "*" && bucket.has(key)) {
      throw new S3ServiceException({ name: "PreconditionFailed", $fault: "client", $metadata: metadata(412), message: "At least one of the pre-conditions you specified did not hold" });
    }
    bucket.set(key, { bytes: bytesOf(input.Body), contentType: input.ContentType! });
    return { $metadata: metadata(200) };
  });
  s3.on(GetObjectCommand).callsFake(async (input: GetObjectCommand["input"]) => {
    const object = bucket.get(input.Key!);
    if (!object) throw new NoSuchKey({ $metadata: metadata(404), message: "The specified key does not exist." });
    const body = { transformToWebStream: () => new Blob([object.bytes as Uint8Array<ArrayBuffer>]).stream() };
    return { Body: body as unknown as GetObjectCommandOutput["Body"], ContentLength: object.bytes.byteLength, ContentType: object.contentType, $metadata: metadata(200) };
  });
  s3.on(HeadObjectCommand).callsFake(async (input: HeadObjectCommand["input"]) => {
    if (!bucket.has(input.Key!)) throw new NotFound({ $metadata: metadata(404), message: "Not Found" });
    return { $metadata: metadata(200) };
  });
  s3.on(DeleteObjectCommand).callsFake(async (input: DeleteObjectCommand["input"]) => {
    bucket.delete(input.Key!); // S3 answers 204 whether or not there was an object
    return { $metadata: metadata(204) };
  });
  storage = createS3PhotoStorage(createS3Client(SETTINGS), SETTINGS.bucket);
});

describe("S3 photo storage (against the SDK's mocks)", () => {
  itBehavesAsPhotoStorage(() => storage);

  it("writes with If-None-Match: * and the content type, in the configured bucket", async () => {
    await storage.put("a1-1.jpg", Uint8Array.from([1, 2, 3]), "image/jpeg");
    const [call] = s3.commandCalls(PutObjectCommand);
    expect(call!.args[0].input).toMatchObject({ Bucket: "tour-photos", Key: "a1-1.jpg", IfNoneMatch: "*", ContentType: "image/jpeg", ContentLength: 3 });
  });

  it("answers an error other than 412 as it is, not as a taken key", async () => {
    s3.on(PutObjectCommand).rejects(new S3ServiceException({ name: "AccessDenied", $fault: "client", $metadata: metadata(403), message: "Access Denied" }));
    await expect(storage.put("b2-2.jpg", Uint8Array.from([1]), "image/jpeg")).rejects.toThrow(/Access Denied/);
    s3.on(GetObjectCommand).rejects(new S3ServiceException({ name: "AccessDenied", $fault: "client", $metadata: metadata(403), message: "Access Denied" }));
    await expect(storage.get("b2-2.jpg")).rejects.toThrow(/Access Denied/);
  });

  it("builds a path-style client (MinIO and other S3-compatible servers) with the configured endpoint, region and keys", async () => {
    const client = createS3Client(SETTINGS);
    expect(client.config.forcePathStyle).toBe(true);
    expect(await client.config.region()).toBe("eu-west-1");
    const endpoint = await client.config.endpoint!();
    expect(`${endpoint.protocol}//${endpoint.hostname}:${endpoint.port}`).toBe("http://127.0.0.1:9000");
    expect(await client.config.credentials()).toMatchObject({ accessKeyId: "minio-user", secretAccessKey: "minio-password" });
  });
});
