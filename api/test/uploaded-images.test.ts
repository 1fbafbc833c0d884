import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalFileStore } from '../src/uploads/file-store';
import { commitUpload } from '../src/uploads/stored-upload';
import { createCompany, signUp, type Actor } from './support/actors';
import { pictureOf, pngDeclaring } from './support/images';
import { multipartBody, sampleFiles } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Photos and logos are decoded and drawn again before anything is stored: what a browser gets
 * is pixels at the sizes the site shows, never the uploaded bytes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const logosDir = () => path.join(t.config.dataDir, 'uploads', 'logos');
const storedLogos = () => (fs.existsSync(logosDir()) ? fs.readdirSync(logosDir()).sort() : []);

async function companyWithLogo(content: Buffer, filename = 'logo.png') {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter, `Pictures ${Date.now()} ${Math.random()}`);
  const response = await upload(recruiter, company._id, content, filename);
  return { recruiter, company, response };
}

async function upload(recruiter: Actor, companyId: string, content: Buffer, filename: string) {
  const body = await multipartBody({}, { content, filename, type: 'image/png' });
  return t.app.inject({ method: 'PUT', url: `/api/v1/company/update/${companyId}`, payload: body.payload, headers: { ...body.headers, cookie: recruiter.cookie } });
}

const fetchImage = (url: string, accept = 'image/webp,*/*', width?: number) =>
  t.app.inject({ method: 'GET', url: width ? `${url}?w=${width}` : url, headers: { accept } });

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 30, g: 120, b: 200, alpha: channels === 4 ? 0.5 : 1 } } });

describe('uploaded images', () => {
  it.each([
    ['a PNG signature followed by HTML', () => Buffer.concat([sampleFiles.png.subarray(0, 8), Buffer.from('<html><script>alert(document.cookie)</script></html>')])],
    ['a JPEG cut off halfway', async () => {
      const whole = await picture(300, 200).jpeg().toBuffer();
      return whole.subarray(0, whole.length / 2);
    }],
  ])('refuses %s (415) and stores nothing', async (_case, content) => {
    const before = storedLogos();
    const { response } = await companyWithLogo(await content());

    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('The image could not be read: upload a PNG, JPEG, WebP or GIF picture.');
    expect(storedLogos()).toEqual(before);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it("never publishes a phone photo's EXIF (its GPS position included), and turns it upright as EXIF said", async () => {
    // 40×20 on the sensor, EXIF orientation 6: it is 20 wide and 40 high to the eye.
    const phonePhoto = await picture(40, 20)
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await pictureOf(phonePhoto)).toMatchObject({ hasExif: true });

    const { response } = await companyWithLogo(phonePhoto, 'IMG_0001.jpg');
    expect(response.statusCode).toBe(200);
    for (const accept of ['image/webp', 'image/jpeg']) {
      const served = await fetchImage(response.json().company.logo, accept);
      expect(await pictureOf(served.rawPayload)).toMatchObject({ width: 20, height: 40, hasExif: false });
      expect(served.rawPayload.includes('PhoneCo')).toBe(false);
    }
  });

  it('serves at most 256 px by default and 64 px with ?w=64, never enlarging a small one', async () => {
    const { response } = await companyWithLogo(await picture(600, 400).png().toBuffer());
    const logo = response.json().company.logo;

    expect(await pictureOf((await fetchImage(logo)).rawPayload)).toMatchObject({ width: 256, height: 171 });
    expect(await pictureOf((await fetchImage(logo, 'image/webp', 64)).rawPayload)).toMatchObject({ width: 64, height: 43 });

    const small = (await companyWithLogo(sampleFiles.png)).response.json().company.logo;
    expect(await pictureOf((await fetchImage(small)).rawPayload)).toMatchObject({ width: 8, height: 6 });
  });

  it('refuses a width the site does not draw (400)', async () => {
    const { response } = await companyWithLogo(sampleFiles.png);
    const served = await fetchImage(response.json().company.logo, 'image/webp', 100);
    expect(served.statusCode).toBe(400);
    expect(served.json().message).toMatch(/w must be one of 256, 64/);
  });

  it('gives WebP to a browser that takes it; to one that does not, PNG for a transparent, PNG or GIF image and JPEG for a photo; varying by Accept', async () => {
    const logoOf = async (content: Buffer) => (await companyWithLogo(content)).response.json().company.logo as string;
    const photo = await logoOf(sampleFiles.jpeg);
    const opaqueWebp = await logoOf(await picture(30, 30).webp().toBuffer());
    const transparentWebp = await logoOf(await picture(30, 30, 4).webp().toBuffer());
    const opaquePng = await logoOf(sampleFiles.png);
    const gif = await logoOf(sampleFiles.gif);

    const olderSafari = 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
    const cases = [
      [photo, 'image/avif,image/webp,*/*;q=0.8', 'image/webp'],
      [photo, olderSafari, 'image/jpeg'],
      [photo, 'image/webp;q=0,image/*', 'image/jpeg'],
      [photo, undefined, 'image/jpeg'],
      [opaqueWebp, olderSafari, 'image/jpeg'],
      [transparentWebp, olderSafari, 'image/png'],
      [transparentWebp, 'image/webp,*/*', 'image/webp'],
      [opaquePng, olderSafari, 'image/png'],
      [gif, olderSafari, 'image/png'],
    ];
    for (const [url, accept, type] of cases) {
      const served = await t.app.inject({ method: 'GET', url: url!, headers: accept ? { accept } : {} });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers.vary).toMatch(/Accept/);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const transparentPixels = await sharp((await fetchImage(transparentWebp, 'image/png')).rawPayload).metadata();
    expect(transparentPixels.hasAlpha).toBe(true);
  });

  it('refuses an image of more than 40 megapixels (413) before drawing it, and stores nothing', async () => {
    const before = storedLogos();
    const bomb = await picture(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);

    const { response } = await companyWithLogo(bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The image is too large: at most 40 megapixels.');
    expect(storedLogos()).toEqual(before);
  });

  it('refuses a small file that declares 30000×30000 pixels (413) without decoding it', async () => {
    const before = storedLogos();
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024);

    const { response } = await companyWithLogo(bomb);
    expect(response.statusCode).toBe(413);
    expect(storedLogos()).toEqual(before);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('still serves a logo stored as uploaded before images were redrawn', async () => {
    const { recruiter, company } = await companyWithLogo(sampleFiles.png);
    const oldKey = `logos/${'a'.repeat(32)}.gif`;
    fs.writeFileSync(path.join(t.config.dataDir, 'uploads', oldKey), sampleFiles.gif);
    await t.database.handle.db.updateTable('companies').set({ logo_key: oldKey }).where('id', '=', Number(company._id)).execute();

    const { logo } = (await t.app.inject({ method: 'GET', url: `/api/v1/company/get/${company._id}`, headers: { cookie: recruiter.cookie } })).json().company;
    expect(logo).toMatch(new RegExp(`/api/v1/media/${oldKey}$`));
    const served = await fetchImage(logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.equals(sampleFiles.gif)).toBe(true);
  });
});

describe('an uploaded image whose database row cannot be written', () => {
  it('leaves none of its drawn variants in the store', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-commit-'));
    const uploads = path.join(dir, 'uploads');
    const temporaryPath = path.join(dir, 'upload-photo');
    fs.writeFileSync(temporaryPath, sampleFiles.jpeg);
    const file = { temporaryPath, kind: 'jpeg' as const, size: sampleFiles.jpeg.length, originalName: 'me.jpg', discard: async () => fs.rmSync(temporaryPath, { force: true }) };
    let pointedAt: string | null = null;

    const committing = commitUpload(new LocalFileStore(uploads), t.app.log, { file, folder: 'photos', replacing: null }, async (key) => {
      pointedAt = key;
      expect(fs.readdirSync(path.join(uploads, 'photos'))).toHaveLength(4);
      throw new Error('the row could not be written');
    });

    await expect(committing).rejects.toThrow('the row could not be written');
    expect(pointedAt).toMatch(/^photos\/[0-9a-f]{32}\.img$/);
    expect(fs.readdirSync(path.join(uploads, 'photos'))).toEqual([]);
    expect(fs.readdirSync(dir).sort()).toEqual(['upload-photo', 'uploads']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
