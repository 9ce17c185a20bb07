import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {BodyTooLargeError, formDataWithin} from './requestBody';

/** A post of the body the runtime's own FormData serialises, cut into pieces of the given sizes. */
async function serialised(form: FormData, cuts: number[]) {
  const request = new Request('http://x/', {method: 'POST', body: form});
  const bytes = new Uint8Array(await request.arrayBuffer());
  const contentType = request.headers.get('content-type')!;
  let at = 0;
  let cut = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const size = Math.max(1, cuts[cut++ % cuts.length]);
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
  return new Request('http://x/', {
    method: 'POST',
    headers: {'Content-Type': contentType},
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

describe('a streamed multipart form', () => {
  it('reads what the platform would, however the bytes are cut (generated forms and cuts)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            name: fc.constantFrom('email', 'photos', 'notes', 'x y', 'ö'),
            text: fc.string({maxLength: 40}),
            file: fc.option(
              fc.record({
                bytes: fc.uint8Array({maxLength: 3000}),
                filename: fc.constantFrom('a.jpg', 'b c.png', 'ü.heic'),
              }),
            ),
          }),
          {maxLength: 6},
        ),
        fc.array(fc.integer({min: 1, max: 700}), {minLength: 1, maxLength: 5}),
        async (fields, cuts) => {
          const form = new FormData();
          for (const field of fields)
            if (field.file)
              form.append(
                field.name,
                new File([field.file.bytes], field.file.filename, {
                  type: 'image/jpeg',
                }),
              );
            else form.append(field.name, field.text.replace(/\r/g, ''));
          const read = await formDataWithin(
            await serialised(form, cuts),
            1_000_000,
          );
          const expected = [...form.entries()];
          const got = [...read.entries()];
          expect(got.map(([name]) => name)).toEqual(
            expected.map(([name]) => name),
          );
          for (const [i, [, value]] of expected.entries()) {
            const other = got[i][1];
            if (typeof value === 'string') expect(other).toBe(value);
            else {
              expect(other).toBeInstanceOf(File);
              expect((other as File).name).toBe(value.name);
              expect((other as File).type).toBe('image/jpeg');
              expect(
                new Uint8Array(await (other as File).arrayBuffer()),
              ).toEqual(new Uint8Array(await value.arrayBuffer()));
            }
          }
        },
      ),
      {seed: 20261127, numRuns: 1000},
    );
  });

  it('refuses a body that is not the multipart it says it is', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      headers: {'Content-Type': 'multipart/form-data; boundary=xyz'},
      body: 'no boundary in here',
    });
    const read = formDataWithin(request, 1000);
    await expect(read).rejects.toBeInstanceOf(Error);
    await expect(read).rejects.not.toBeInstanceOf(BodyTooLargeError);
  });

  it('stops a streamed body past its ceiling, however it is cut (generated sizes)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({min: 1, max: 20_000}),
        fc.array(fc.integer({min: 1, max: 900}), {minLength: 1, maxLength: 4}),
        async (photoBytes, cuts) => {
          const form = new FormData();
          form.append('email', 'a@b.co');
          form.append(
            'photos',
            new File([new Uint8Array(photoBytes)], 'a.jpg'),
          );
          const request = await serialised(form, cuts);
          const size = (await request.clone().arrayBuffer()).byteLength;
          const limit = 10_000;
          const read = formDataWithin(request, limit);
          if (size > limit)
            await expect(read).rejects.toBeInstanceOf(BodyTooLargeError);
          else expect((await read).get('email')).toBe('a@b.co');
        },
      ),
      {seed: 20261128, numRuns: 200},
    );
  });
});
