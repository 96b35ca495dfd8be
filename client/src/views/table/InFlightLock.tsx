// While a move is on its way every control inside waits, so a double click cannot send it twice.
import type { ComponentChildren } from 'preact';

export function InFlightLock({ inFlight, children }: { inFlight: boolean; children: ComponentChildren }) {
  return (
    <fieldset class="action-fieldset" disabled={inFlight} aria-busy={inFlight} data-in-flight={inFlight}>
      {children}
    </fieldset>
  );
}
