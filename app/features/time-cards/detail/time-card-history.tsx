import type { TimeCardDetail } from '../../../../contract/time-cards';
import type { FormatLocale } from '../../../../design-system/format/format-locale';
import { Timeline } from '../../../../design-system/timeline/timeline';
import { timeOfDay } from '../clock/clock-format';
import { actionText, fieldChanges, namesOf } from './time-card-detail-model';

/**
 * Every change of the card, newest first: who did what and when, each changed field before →
 * after, and the reason given.
 */
export function TimeCardHistory({ card, locale }: { card: TimeCardDetail; locale: FormatLocale }) {
  const context = { timeZone: card.timezone, locale, names: namesOf(card.allocations) };
  if (card.history.length === 0) return <p className="text-sm text-text-muted">No changes yet.</p>;
  return (
    <Timeline
      aria-label="History"
      timeZone={card.timezone}
      entries={card.history.map((entry) => {
        const changes = fieldChanges(entry, context);
        return {
          unix: entry.at_unix,
          description: (
            <div className="flex flex-col gap-1">
              <p>
                <span className="font-medium">{entry.actor?.display_name ?? 'Crewcard'}</span>{' '}
                {actionText(entry.action)}{' '}
                <span className="text-text-muted">
                  at {timeOfDay(entry.at_unix, card.timezone, locale)}
                </span>
              </p>
              {changes.length > 0 && (
                <ul aria-label="Changes" className="flex flex-col gap-0.5">
                  {changes.map((change) => (
                    <li key={change.field}>
                      <span className="text-text-muted">{change.label}:</span> {change.before}{' '}
                      <span aria-hidden="true">→</span>
                      <span className="sr-only">changed to</span> {change.after}
                    </li>
                  ))}
                </ul>
              )}
              {entry.reason && (
                <p>
                  <span className="text-text-muted">Reason:</span> {entry.reason}
                </p>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
