import { StarFilled } from '@ant-design/icons';

// SPEC §1 decorative claim: rating 4.9/5 from 324 reviews.
export function PlaybookRating({ inverted = false }: { inverted?: boolean }) {
  return (
    <p className={inverted ? 'playbook-rating playbook-rating--inverted' : 'playbook-rating'}>
      <span className="playbook-rating__stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarFilled key={star} />
        ))}
      </span>{' '}
      <span>
        <strong>4.9/5</strong> from 324 reviews
      </span>
    </p>
  );
}
