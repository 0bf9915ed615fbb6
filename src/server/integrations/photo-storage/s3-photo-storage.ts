import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertStorable, assertStorageKey, PhotoKeyExistsError, type PhotoStorage } from "./photo-storage.ts";

/** Where the bucket is and how to sign in to it (PHOTO_STORAGE=s3: the S3_* variables). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2, ...); undefined means AWS S3 itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3 client for one bucket: path-style addresses (endpoint/bucket/key), which MinIO and other
 * S3-compatible servers need, with keys given explicitly (the SDK never looks for credentials of
 * its own: no call to an instance metadata service) and bounded connection and request times.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const nameOf = (error: unknown) => (error instanceof Error ? error.name : undefined);

/**
 * Photos as objects of an S3-compatible bucket, one object per key. `put` sends
 * If-None-Match: * so the server itself refuses to replace an object (412 → PhotoKeyExistsError),
 * even for two processes writing the same key at once.
 */
export function createS3PhotoStorage(client: S3Client, bucket: string): PhotoStorage {
  return {
    describe: `S3 bucket ${bucket}`,

    async put(key, bytes, contentType) {
      assertStorable(key, contentType);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength, IfNoneMatch: "*" }),
        );
      } catch (error) {
        if (statusOf(error) === 412 || nameOf(error) === "PreconditionFailed") throw new PhotoKeyExistsError(key);
        throw error;
      }
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream(),
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (nameOf(error) === "NoSuchKey") return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (nameOf(error) === "NotFound" || statusOf(error) === 404) return false;
        throw error;
      }
    },
  };
}
