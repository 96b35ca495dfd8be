// The values of the picked bed, with their stethoscope cost (and the blood bag it takes): opened on
// the sheet next to that bed (SheetView's BedPopover places it), so that it is in view wherever the
// bed is. Escape or Cancel closes it and gives the focus back to the bed.
import { BED_WARD, WARDS, type Action } from '../../../../shared/games/dice-hospital-er/index.js';
import { ChoiceGroup } from '../../views/decision/ChoiceGroup.js';
import { useErText } from './i18n/index.js';
import { stethoscopes, type Admission } from './useAdmission.js';

export function ValuePicker({ admission, send }: { admission: Admission; send(action: Action): void }) {
  const t = useErText();
  const { bed, patient } = admission;
  if (bed === null || !patient) return null;
  const { ward, index } = BED_WARD[bed]!;
  const title = t.prompt.pickValue(`${t.sheet.ward(ward)}, ${t.colour[WARDS[ward]!.colours[index]!]}`);
  return (
    <ChoiceGroup
      class="er-values"
      label={title}
      heading={<span class="er-values-title">{title}</span>}
      choices={admission.values.map((a) => ({
        key: a.value,
        class: 'er-value-choice',
        data: { value: a.value },
        content: (
          <>
            <strong>{a.value}</strong>
            <small>
              {t.prompt.cost(stethoscopes(patient.printed, a.value))}
              {a.bloodBag ? ` · ${t.prompt.bloodBagNote}` : ''}
            </small>
          </>
        ),
        onPick: () => send(a),
      }))}
    >
      <button type="button" class="er-link" data-cancel-bed onClick={() => admission.setBed(null)}>
        {t.prompt.cancel}
      </button>
    </ChoiceGroup>
  );
}
