import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { withKeyChecks, type FileStorage } from "./contract";

export type S3Config = {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, Cloudflare R2, Backblaze B2, …); unset = AWS. */
  endpoint?: string;
  /** Unset: the SDK's own chain (AWS_* variables, shared config, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** http://host/bucket/key instead of http://bucket.host/key (MinIO and most stand-ins need it). */
  forcePathStyle: boolean;
};

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/** Files in an S3-compatible bucket (STORAGE=s3): every instance that reaches the bucket shares them. */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Other stores do not all accept the checksum headers AWS added in 2025; send them only when needed.
    ...(config.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
  });
  const Bucket = config.bucket;

  return withKeyChecks({
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
        return { bytes, contentType: out.ContentType ?? "application/octet-stream", size: bytes.byteLength };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { contentType: out.ContentType ?? "application/octet-stream", size: out.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async getRange(key, start, end) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end}` }));
        const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
        // "bytes 0-99/1234": the whole file's size is after the slash.
        const total = Number(/\/(\d+)$/.exec(out.ContentRange ?? "")?.[1] ?? out.ContentLength ?? bytes.byteLength);
        return { bytes, contentType: out.ContentType ?? "application/octet-stream", size: total };
      } catch (error) {
        if (notFound(error)) return null;
        // A range past the end of an empty file.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
          return { bytes: new Uint8Array(), contentType: "application/octet-stream", size: 0 };
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  });
}
