import type {ReactNode} from 'react';
import {ShopLink} from '~/components/ShopLink';

/** A centred row of outlined links at the foot of a content page; `children` adds further items. */
export function LinkPills({
  links,
  className = '',
  children,
}: {
  links: ReadonlyArray<{href: string; label: string}>;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={`${className} flex flex-wrap justify-center gap-3`.trim()}>
      {links.map((link) => (
        <li key={link.href}>
          <ShopLink
            to={link.href}
            className="inline-block rounded border border-ink px-4 py-2 text-sm hover:bg-ink hover:text-white"
          >
            {link.label}
          </ShopLink>
        </li>
      ))}
      {children}
    </ul>
  );
}
