import type {ReactNode} from 'react';
import type {ImageRef} from '~/content/contentTypes';
import {ContentImage} from '~/components/content/ContentImage';

/** Page hero: a wide image under a dark veil, heading, text and actions. The image is the LCP. */
export function Hero({
  heading,
  subheading,
  image,
  children,
  eyebrow,
}: {
  heading: string;
  subheading?: string;
  image: ImageRef;
  children?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-white">
      <ContentImage
        image={image}
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
      />
      <div className="mx-auto flex min-h-[360px] max-w-5xl flex-col items-center justify-center px-4 py-20 text-center md:min-h-[440px]">
        {eyebrow}
        <h1 className="font-display text-4xl md:text-5xl">{heading}</h1>
        {subheading ? (
          <p className="mt-4 max-w-2xl text-lg text-neutral-100">
            {subheading}
          </p>
        ) : null}
        {children ? (
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}

export const buttonClass =
  'inline-block rounded bg-gold px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-gold-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
export const outlineButtonClass =
  'inline-block rounded border border-current px-6 py-3 text-sm font-semibold tracking-wide hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2';
export const darkButtonClass =
  'inline-block rounded bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold';
