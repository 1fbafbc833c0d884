import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { countLocalUploads, DatabaseFileStore, importLocalUploads } from '../src/uploads/database-file-store';
import { newFileKey } from '../src/uploads/file-store';
import { signUp } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { pictureOf } from './support/images';

// FILE_STORE=database on the engine under test (both engines run this file).
let database: TestDatabase;
let store: DatabaseFileStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = new DatabaseFileStore(database.handle.db);
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

let sequence = 0;
function temporaryFile(content: Buffer): string {
  const file = path.join(database.dataDir, `upload-${++sequence}`);
  fs.writeFileSync(file, content);
  return file;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('DatabaseFileStore', () => {
  it('stores a file, serves the same bytes, and removes the temporary file', async () => {
    const key = newFileKey('photos', 'png');
    const temporary = temporaryFile(sampleFiles.png);
    await store.put(key, temporary);
    expect(fs.existsSync(temporary)).toBe(false);
    expect((await bytesOf((await store.read(key))!)).equals(sampleFiles.png)).toBe(true);
  });

  it('keeps a 5 MB resume in 256 KiB chunks and streams it back whole', async () => {
    const resume = crypto.randomBytes(5 * 1024 * 1024);
    const key = newFileKey('resumes', 'pdf');
    await store.put(key, temporaryFile(resume));
    const rows = await database.handle.db.selectFrom('stored_file_chunks').select(['seq']).where('file_key', '=', key).orderBy('seq').execute();
    expect(rows.map((row) => Number(row.seq))).toEqual([...Array(20).keys()]);
    const header = await database.handle.db.selectFrom('stored_files').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(Number(header.size)).toBe(resume.length);
    const stream = (await store.read(key))!;
    const sizes: number[] = [];
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      sizes.push((chunk as Buffer).length);
      chunks.push(chunk as Buffer);
    }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(256 * 1024);
    expect(Buffer.concat(chunks).equals(resume)).toBe(true);
  });

  it('splits at any chunk size, including a last chunk that is exactly full', async () => {
    const tiny = new DatabaseFileStore(database.handle.db, 8);
    for (const length of [1, 8, 9, 64, 73]) {
      const content = crypto.randomBytes(length);
      const key = newFileKey('logos', 'gif');
      await tiny.put(key, temporaryFile(content));
      expect((await bytesOf((await tiny.read(key))!)).equals(content)).toBe(true);
    }
  });

  it('answers null for an unknown key and for a key that is not one of ours', async () => {
    expect(await store.read(newFileKey('logos', 'png'))).toBeNull();
    expect(await store.read('../../etc/passwd')).toBeNull();
    await expect(store.put('photos/../../x.png', temporaryFile(sampleFiles.png))).rejects.toThrow(/Invalid file key/);
    await expect(store.remove('photos/x')).rejects.toThrow(/Invalid file key/);
  });

  it('removes a file and all its chunks', async () => {
    const key = newFileKey('resumes', 'pdf');
    await new DatabaseFileStore(database.handle.db, 16).put(key, temporaryFile(crypto.randomBytes(100)));
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
    const left = await database.handle.db.selectFrom('stored_file_chunks').select('seq').where('file_key', '=', key).execute();
    expect(left).toEqual([]);
    await store.remove(key); // removing twice is fine, as with files
  });

  it('writes a file whole or not at all: a second put of the same key fails and leaves the first intact', async () => {
    const key = newFileKey('photos', 'png');
    await store.put(key, temporaryFile(sampleFiles.png));
    const refused = await store.put(key, temporaryFile(crypto.randomBytes(300 * 1024))).then(
      () => 'stored twice',
      (error: unknown) => String(error),
    );
    expect(refused).toMatch(/unique|primary key|duplicate/i);
    expect((await bytesOf((await store.read(key))!)).equals(sampleFiles.png)).toBe(true);
    const chunks = await database.handle.db.selectFrom('stored_file_chunks').select('seq').where('file_key', '=', key).execute();
    expect(chunks).toHaveLength(1);
  });

  it('fails the stream, rather than ending it short, when the file is removed while being read', async () => {
    const small = new DatabaseFileStore(database.handle.db, 4);
    const key = newFileKey('resumes', 'pdf');
    await small.put(key, temporaryFile(crypto.randomBytes(40)));
    const stream = (await small.read(key))!;
    await store.remove(key);
    await expect(bytesOf(stream)).rejects.toThrow(/lost chunk 1/);
  });

  it('imports the files a local store left under DATA_DIR/uploads, once, under the same keys', async () => {
    const uploadsDir = path.join(database.dataDir, 'old-uploads');
    const keys = [newFileKey('photos', 'png'), newFileKey('resumes', 'pdf')];
    for (const [i, key] of keys.entries()) {
      fs.mkdirSync(path.dirname(path.join(uploadsDir, key)), { recursive: true });
      fs.writeFileSync(path.join(uploadsDir, key), i === 0 ? sampleFiles.png : sampleFiles.pdf);
    }
    fs.writeFileSync(path.join(uploadsDir, 'photos', 'not-a-key.txt'), 'ignored');
    expect(countLocalUploads(uploadsDir)).toBe(2);
    const tmpDir = path.join(database.dataDir, 'import-tmp');
    expect(await importLocalUploads(uploadsDir, store, tmpDir)).toEqual({ imported: 2, skipped: 0 });
    expect(await importLocalUploads(uploadsDir, store, tmpDir)).toEqual({ imported: 0, skipped: 2 });
    expect((await bytesOf((await store.read(keys[1]!))!)).equals(sampleFiles.pdf)).toBe(true);
    expect(fs.existsSync(path.join(uploadsDir, keys[0]!))).toBe(true);
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });

  it('is ready when its table answers', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('the API with FILE_STORE=database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ FILE_STORE: 'database' });
  });
  afterAll(() => t.close());

  it('serves a profile photo, a resume and a company logo from the database, with nothing under DATA_DIR/uploads', async () => {
    const photoBody = await multipartBody(
      { fullname: 'Db Person', email: 'db-person@example.com', phoneNumber: '9876543210', password: 'correct horse', role: 'student' },
      { content: sampleFiles.png, filename: 'me.png', type: 'image/png' },
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/register', ...photoBody })).statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'db-person@example.com', password: 'correct horse', role: 'student' } });
    const photo = await t.app.inject({ method: 'GET', url: login.json().user.profile.profilePhoto });
    expect(photo.statusCode).toBe(200);
    expect(await pictureOf(photo.rawPayload)).toMatchObject({ format: 'png', width: 8, height: 6 });

    const student = await signUp(t.app, 'student');
    const resume = Buffer.concat([sampleFiles.pdf, crypto.randomBytes(600 * 1024)]);
    const resumeBody = await multipartBody({}, { content: resume, filename: 'cv.pdf', type: 'application/pdf' });
    const updated = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', payload: resumeBody.payload, headers: { ...resumeBody.headers, cookie: student.cookie } });
    expect(updated.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: updated.json().user.profile.resume, headers: { cookie: student.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(resume)).toBe(true);

    const recruiter = await signUp(t.app, 'recruiter');
    const company = await t.app.inject({ method: 'POST', url: '/api/v1/company/register', headers: { cookie: recruiter.cookie }, payload: { companyName: `Db Co ${Date.now()}` } });
    const logoBody = await multipartBody({}, { content: sampleFiles.webp, filename: 'logo.webp', type: 'image/webp' });
    const withLogo = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/company/update/${company.json().company._id}`,
      payload: logoBody.payload,
      headers: { ...logoBody.headers, cookie: recruiter.cookie },
    });
    const logo = await t.app.inject({ method: 'GET', url: withLogo.json().company.logo, headers: { accept: 'image/webp,*/*' } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(await pictureOf(logo.rawPayload)).toMatchObject({ format: 'webp', width: 8, height: 6 });

    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('drops the replaced resume from the database', async () => {
    const student = await signUp(t.app, 'student');
    const upload = async () => {
      const body = await multipartBody({}, { content: sampleFiles.pdf, filename: 'cv.pdf', type: 'application/pdf' });
      return t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', payload: body.payload, headers: { ...body.headers, cookie: student.cookie } });
    };
    await upload();
    const count = async () => (await t.database.handle.db.selectFrom('stored_files').select('key').where('key', 'like', 'resumes/%').execute()).length;
    const before = await count();
    await upload();
    expect(await count()).toBe(before);
  });

  it('reports the store ready on /readyz', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json().checks).toEqual({ database: 'ok', storage: 'ok' });
  });
});
