import { XIcon } from "lucide-react";
import { useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { addTag, removeTag } from "../../../common/integrations/sync-filters.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Input } from "../../components/ui/input.tsx";

const t = nl.fleks;

/** Tags added on Enter (never empty or twice) and removed with their ×. */
export function TagInput(props: {
  id: string;
  label: string;
  tags: string[];
  disabled: boolean;
  onChange: (tags: string[]) => void;
}) {
  const [draft, setDraft] = useState("");
  return (
    <div className="space-y-2">
      {props.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={props.label}>
          {props.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1">
                {tag}
                {!props.disabled && (
                  <button
                    type="button"
                    className="rounded-full hover:bg-background/60"
                    aria-label={t.removeTag(tag)}
                    onClick={() => props.onChange(removeTag(props.tags, tag))}
                  >
                    <XIcon className="size-3" aria-hidden />
                  </button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={props.id}
        value={draft}
        placeholder={t.tagPlaceholder}
        disabled={props.disabled}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          const next = addTag(props.tags, draft);
          if (next) props.onChange(next);
          // A duplicate or empty tag is simply not added; the field is cleared either way.
          setDraft("");
        }}
      />
    </div>
  );
}
