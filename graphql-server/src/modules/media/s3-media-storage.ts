// The S3-compatible driver (@aws-sdk/client-s3): AWS S3, MinIO, Cloudflare R2. Objects are
// private; the app serves them under /media/ itself (media.routes.ts), with its own headers. The
// SDK (a few hundred modules) is loaded on the first call, not by every process that reads the config.
import fs from 'node:fs';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertMediaKey, type MediaStorage, type StoredObject } from './media-storage';

export interface S3Settings {
  bucket: string;
  /** Unset: AWS's endpoint for the region. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** The SDK's module (its commands and error classes) and the one client made from the settings. */
type Connection = { client: S3Client; s3: typeof import('@aws-sdk/client-s3') };

export class S3MediaStorage implements MediaStorage {
  readonly description: string;
  private connection?: Promise<Connection>;

  constructor(private readonly settings: S3Settings) {
    this.description = `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  }

  private connect(): Promise<Connection> {
    const { settings } = this;
    this.connection ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Checksums only where the API requires them: R2 and older MinIO refuse the SDK's default trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    assertMediaKey(key);
    const { size } = await fs.promises.stat(file);
    const { client, s3 } = await this.connect();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async putBuffer(key: string, data: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    const { client, s3 } = await this.connect();
    await client.send(new s3.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: data, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    assertMediaKey(key);
    const { client, s3 } = await this.connect();
    try {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
    } catch (error) {
      if (error instanceof s3.NoSuchKey || (error instanceof s3.S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    const { client, s3 } = await this.connect();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
