const STEPS = ['Phone', 'Verify OTP', 'Details'] as const;

/** 'Delivery Details' in three steps: 1 phone, 2 one-time code, 3 details. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="mb-4 flex gap-2 text-sm">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const here = number === current;
        return (
          <li
            key={label}
            aria-current={here ? 'step' : undefined}
            className={`flex flex-1 items-center gap-2 rounded-md px-2 py-1 ${
              here ? 'bg-brand font-semibold text-on-brand' : 'bg-stone-100 dark:bg-stone-800'
            }`}
          >
            <span aria-hidden="true">{number}</span>
            <span>
              <span className="sr-only">Step {number}: </span>
              {label}
              {number < current && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
