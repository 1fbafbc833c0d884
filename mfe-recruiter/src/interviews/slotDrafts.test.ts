import { slotNamedIn, toSlots, type SlotDraft } from './slotDrafts';

const inZone = (timeZone: string) => {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone };
  });
};

const draft = (date: string, time: string): SlotDraft => ({ key: 0, date, time, durationMinutes: '30' });

describe('a slot as typed, sent in UTC', () => {
  it("reads the date and time on the recruiter's clock, with the offset of that day", () => {
    inZone('Europe/Berlin');
    expect(toSlots([draft('2030-07-01', '10:00'), draft('2030-12-01', '10:00')])).toEqual([
      { start: '2030-07-01T08:00:00.000Z', durationMinutes: 30 },
      { start: '2030-12-01T09:00:00.000Z', durationMinutes: 30 },
    ]);
  });

  it('sends nothing for a slot without its date or time, for the check to name it', () => {
    expect(toSlots([draft('', '10:00'), draft('2030-07-01', '')]).map(({ start }) => start)).toEqual(['', '']);
  });

  it('finds the slot a refusal names, and none for a refusal of the whole proposal', () => {
    expect(slotNamedIn('Slot 2 must start in the future', 3)).toBe(1);
    expect(slotNamedIn('Slot 4 must start in the future', 3)).toBeNull();
    expect(slotNamedIn('This application was withdrawn by the student, so no interview can be proposed.', 3)).toBeNull();
  });
});
