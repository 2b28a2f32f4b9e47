import type { User } from '@artledger/domain';

function Detail({ label, value, href }: { label: string; value: string | null; href?: string }) {
  return (
    // min-w-0: a grid cell otherwise widens to its longest unbroken word.
    <div className="min-w-0">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 text-sm text-stone-900">
        {value ? (
          href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-indigo-700 hover:underline"
            >
              {value}
            </a>
          ) : (
            value
          )
        ) : (
          <span className="text-stone-600">Not provided</span>
        )}
      </dd>
    </div>
  );
}

export function ProfileDetails({ user }: { user: User }) {
  const website = user.website && /^https?:\/\//i.test(user.website) ? user.website : undefined;
  return (
    <div className="flex flex-col gap-8 p-6">
      <section aria-labelledby="personal-title">
        <h3 id="personal-title" className="text-base font-semibold text-stone-900">
          Personal Information
        </h3>
        <dl className="mt-4 grid gap-5 sm:grid-cols-2">
          <Detail label="First Name" value={user.firstName} />
          <Detail label="Last Name" value={user.lastName} />
          <Detail label="Email" value={user.email} />
          <Detail label="Phone" value={user.phone} />
          <Detail label="Location" value={user.location} />
          <Detail label="Website" value={user.website} href={website} />
        </dl>
      </section>
      <section aria-labelledby="about-title">
        <h3 id="about-title" className="text-base font-semibold text-stone-900">
          About
        </h3>
        <p className="mt-2 text-sm whitespace-pre-line text-stone-700">
          {user.bio || (
            <span className="text-stone-600">Tell collectors and dealers a little about your practice.</span>
          )}
        </p>
      </section>
    </div>
  );
}
