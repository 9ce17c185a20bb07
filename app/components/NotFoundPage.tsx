import {ShopLink} from '~/components/ShopLink';

const LINK_CLASS =
  'inline-block rounded bg-ink px-6 py-3 text-sm text-white focus-visible:outline-2';

/** A 404 page's body: heading, one line of help and a way back (to the list the visitor came for). */
export function NotFoundPage({
  title,
  text,
  to,
  linkLabel,
  linkClassName = LINK_CLASS,
}: {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
  linkClassName?: string;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl">{title}</h1>
      <p className="mt-4 text-neutral-600">{text}</p>
      <ShopLink to={to} className={`mt-8 ${linkClassName}`}>
        {linkLabel}
      </ShopLink>
    </section>
  );
}
