export interface Notice {
  tone: 'done' | 'refused';
  text: string;
}

/** The last action's outcome: announced politely when done, at once when the server refused it. */
export function ActionNotice({ notice }: { notice: Notice | null }) {
  return (
    <div aria-live="polite">
      {notice && (
        <p
          role={notice.tone === 'refused' ? 'alert' : 'status'}
          className={`rounded-md px-3 py-2 text-sm ${
            notice.tone === 'refused'
              ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
              : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          }`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
