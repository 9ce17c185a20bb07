import type {ReactNode} from 'react';

/** One titled part of a reference page, named by its heading for assistive technology. */
export function ReferenceSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 font-display text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
