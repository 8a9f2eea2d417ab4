// The scheduler's choices and the spec's rules for them (part 2, section 4): picking a
// doctor clears date and time; picking a date clears the time, except when rescheduling
// back to the appointment's own date (its time comes back); a time reveals the reason.
export type SchedulerChoice = { doctorId: string; date: string; time: string; reason: string };

export const NOTHING_CHOSEN: SchedulerChoice = { doctorId: '', date: '', time: '', reason: '' };

export type SchedulerAction =
  | { type: 'doctor'; doctorId: string }
  | { type: 'date'; date: string }
  | { type: 'time'; time: string }
  | { type: 'reason'; reason: string };

export function chooseNext(
  choice: SchedulerChoice,
  action: SchedulerAction,
  /** The appointment being rescheduled, as it is. */
  original?: SchedulerChoice,
): SchedulerChoice {
  switch (action.type) {
    case 'doctor':
      return action.doctorId === choice.doctorId
        ? choice
        : { ...choice, doctorId: action.doctorId, date: '', time: '' };
    case 'date': {
      if (action.date === choice.date) return choice;
      const backToOwnDate =
        original && original.doctorId === choice.doctorId && original.date === action.date;
      return { ...choice, date: action.date, time: backToOwnDate ? original.time : '' };
    }
    case 'time':
      return { ...choice, time: action.time };
    case 'reason':
      return { ...choice, reason: action.reason };
  }
}

/** Whether leaving would lose something the person chose or typed. */
export function hasUnsavedChoice(choice: SchedulerChoice, original?: SchedulerChoice): boolean {
  const start = original ?? NOTHING_CHOSEN;
  return (
    choice.doctorId !== start.doctorId ||
    choice.date !== start.date ||
    choice.time !== start.time ||
    choice.reason.trim() !== start.reason.trim()
  );
}
