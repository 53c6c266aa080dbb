import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";

interface FieldShell {
  label: ReactNode;
  hint?: ReactNode;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
}

function Label({ htmlFor, label, hide }: { htmlFor: string; label: ReactNode; hide?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className={hide ? "sr-only" : "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200"}>
      {label}
    </label>
  );
}

/** A field's label above its control and its hint below; the control is described by the hint. */
function FieldFrame({
  fieldId,
  label,
  hint,
  hideLabel,
  className,
  control,
}: FieldShell & { fieldId: string; className: string; control: (describedBy: string | undefined) => ReactNode }) {
  return (
    <div className={className}>
      <Label htmlFor={fieldId} label={label} hide={hideLabel} />
      {control(hint ? `${fieldId}-hint` : undefined)}
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, hint, hideLabel, className = "", id, ...rest }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame
      fieldId={fieldId}
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      className={className}
      control={(describedBy) => <input id={fieldId} className={inputClass} aria-describedby={describedBy} {...rest} />}
    />
  );
}

export function TextArea({
  label,
  hint,
  hideLabel,
  className = "",
  id,
  ...rest
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame
      fieldId={fieldId}
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      className={className}
      control={(describedBy) => <textarea id={fieldId} className={inputClass} aria-describedby={describedBy} {...rest} />}
    />
  );
}

export function SelectField({
  label,
  hint,
  hideLabel,
  className = "",
  id,
  children,
  ...rest
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame
      fieldId={fieldId}
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      className={className}
      control={(describedBy) => (
        <select id={fieldId} className={inputClass} aria-describedby={describedBy} {...rest}>
          {children}
        </select>
      )}
    />
  );
}
