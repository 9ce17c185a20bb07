import type {Testimonial} from '~/content/contentTypes';
import {useT} from '~/i18n/useTranslation';
import {useFacts} from '~/hooks/useFacts';

export function Stars({rating}: {rating: number}) {
  const t = useT();
  return (
    <p
      className="text-gold"
      role="img"
      aria-label={t('content.fiveStars', {n: rating})}
    >
      {Array.from({length: 5}, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={index < rating ? '' : 'text-neutral-300'}
        >
          ★
        </span>
      ))}
    </p>
  );
}

export function TestimonialCard({testimonial}: {testimonial: Testimonial}) {
  const f = useFacts();
  return (
    <figure
      className="flex h-full flex-col rounded-lg border border-neutral-200 bg-white p-6"
      data-testid="testimonial"
    >
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-neutral-700">
        <p>{f(testimonial.review)}</p>
      </blockquote>
      <figcaption className="mt-4">
        <span className="font-semibold">{testimonial.name}</span>
        <span className="block text-sm text-neutral-500">
          {testimonial.location}
        </span>
      </figcaption>
    </figure>
  );
}
