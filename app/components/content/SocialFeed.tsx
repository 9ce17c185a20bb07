import type {SocialPost} from '~/content/contentTypes';
import {ContentImage} from '~/components/content/ContentImage';
import {useFacts} from '~/hooks/useFacts';
import {useDealer} from '~/hooks/rootData';
import {useT} from '~/i18n/useTranslation';

/** The social feed from local content, with links out; no third-party script. */
export function SocialFeed({
  heading,
  text,
  profileLabel,
  posts,
}: {
  heading: string;
  text: string;
  profileLabel: string;
  posts: SocialPost[];
}) {
  const t = useT();
  const f = useFacts();
  const dealer = useDealer();
  const href = (value: string) => fillLink(value, dealer.instagramUrl);
  return (
    <section
      aria-labelledby="social-heading"
      className="mx-auto max-w-6xl px-4 py-16 text-center"
    >
      <h2 id="social-heading" className="font-display text-3xl">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-neutral-600">{f(text)}</p>
      {posts.length > 0 ? (
        <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          {posts.map((post) => (
            <li key={post.id}>
              <a
                href={href(post.href)}
                target="_blank"
                rel="noopener noreferrer"
                className="group block"
                title={post.caption}
              >
                <ContentImage
                  image={post.image}
                  className="aspect-square w-full rounded object-cover transition-opacity group-hover:opacity-80"
                />
                <span className="sr-only">
                  {post.caption} {t('content.socialLinkOut')}{' '}
                  {t('content.opensInNewTab')}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <a
        href={href('{instagramUrl}')}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-8 inline-block rounded border border-ink px-6 py-3 text-sm font-semibold hover:bg-ink hover:text-white"
      >
        {profileLabel}{' '}
        <span className="sr-only">{t('content.opensInNewTab')}</span>
      </a>
    </section>
  );
}

function fillLink(value: string, instagramUrl: string) {
  return value === '{instagramUrl}'
    ? instagramUrl
    : value.replace('{instagramUrl}', instagramUrl);
}
