import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.js";
import { TextField } from "../../components/ui/field.js";

/**
 * A name field and a Create button. An empty name is allowed (the store numbers it);
 * the field is cleared after each creation, ready for the next one.
 */
export function CreateByNameForm({
  label,
  placeholder,
  onCreate,
}: {
  label: string;
  placeholder?: string;
  onCreate: (name: string) => void;
}) {
  const [name, setName] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCreate(name);
    setName("");
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label={label}
        className="flex-1"
        value={name}
        maxLength={80}
        placeholder={placeholder}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit">Create</Button>
    </form>
  );
}
