// The dealer's list of upcoming viewings (English only, as every admin page).
import {Form} from 'react-router';
import type {
  AdminViewingsDone,
  AdminViewingsView,
} from '~/server/viewings/adminViewings';

const button =
  'min-h-11 rounded border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

export function AdminViewings({
  view,
  done,
}: {
  view: AdminViewingsView;
  done: AdminViewingsDone | null;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-display text-3xl">Upcoming viewings</h1>
      <div aria-live="polite">
        {done?.error ? (
          <p role="alert" className="mt-4 text-red-800">
            {done.error}
          </p>
        ) : done?.cancelled ? (
          <p className="mt-4">
            The viewing is cancelled and the shopper is told by e-mail.
          </p>
        ) : done?.reminders ? (
          <p className="mt-4">
            Reminders sent: {done.reminders.sent}, failed:{' '}
            {done.reminders.failed}.
          </p>
        ) : null}
      </div>
      {!view.available ? (
        <p role="alert" className="mt-6">
          Bookings cannot be read just now (Supabase is not configured or not
          answering).
        </p>
      ) : (
        <>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="remind" />
            <button type="submit" className={`${button} border-ink`}>
              Send tomorrow&apos;s reminders now
            </button>
          </Form>
          <table className="mt-6 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-300">
                <th scope="col" className="py-2 pr-3">
                  When (UK time)
                </th>
                <th scope="col" className="py-2 pr-3">
                  Where
                </th>
                <th scope="col" className="py-2 pr-3">
                  Watch
                </th>
                <th scope="col" className="py-2 pr-3">
                  Shopper
                </th>
                <th scope="col" className="py-2 pr-3">
                  Message
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Cancel</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.viewings.length === 0 ? (
                <tr>
                  <td colSpan={6} className="py-3 text-neutral-600">
                    No upcoming viewings.
                  </td>
                </tr>
              ) : (
                view.viewings.map((row) => (
                  <tr
                    key={row.id}
                    className="border-b border-neutral-200 align-top"
                    data-testid="admin-viewing"
                  >
                    <td className="py-2 pr-3">{row.when}</td>
                    <td className="py-2 pr-3">{row.place}</td>
                    <td className="py-2 pr-3">
                      {row.watch ?? 'General appointment'}
                    </td>
                    <td className="py-2 pr-3">
                      {row.name}
                      <br />
                      <a className="underline" href={`mailto:${row.email}`}>
                        {row.email}
                      </a>
                      <br />
                      <a className="underline" href={`tel:${row.phone}`}>
                        {row.phone}
                      </a>
                      <br />({row.language})
                    </td>
                    <td className="py-2 pr-3 whitespace-pre-line">
                      {row.message}
                    </td>
                    <td className="py-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="cancel" />
                        <input type="hidden" name="viewing" value={row.id} />
                        <button
                          type="submit"
                          className={`${button} border-red-800 text-red-800`}
                        >
                          Cancel
                          <span className="sr-only">
                            {' '}
                            the viewing {row.when}
                          </span>
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
