// The shop's own lint rules, held to what they are for: each is a class of bug closed at the one
// place every file passes through.
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const eslint = new ESLint();

async function messagesFor(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, {filePath});
  return result.messages.map((message) => message.message);
}

describe("a link's data is never prefetched", () => {
  const noPrefetch = expect.stringContaining('No prefetch on links');

  for (const file of [
    'app/components/Example.tsx',
    'app/routes/($locale).example.tsx',
  ])
    for (const prefetch of ['intent', 'render', 'viewport'])
      it(`refuses prefetch="${prefetch}" in ${file}`, async () => {
        const code = `import {Link} from 'react-router';
export function Example() {
  return <Link to="/contact-us" prefetch="${prefetch}">Contact</Link>;
}
`;
        expect(await messagesFor(code, file)).toContainEqual(noPrefetch);
      });

  it('lets a link say prefetch="none", and a link without one through', async () => {
    const code = `import {Link} from 'react-router';
export function Example() {
  return (
    <>
      <Link to="/about" prefetch="none">About</Link>
      <Link to="/sourcing">Sourcing</Link>
    </>
  );
}
`;
    expect(
      await messagesFor(code, 'app/components/Example.tsx'),
    ).not.toContainEqual(noPrefetch);
  });
});
