import { Trash2Icon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import {
  formatTransformer,
  type MappingProblem,
  parseTransformer,
  TRANSFORMERS,
  type Transformer,
} from "../../../common/integrations/field-mappings.ts";
import type { FieldMapping } from "../../../common/integrations/sync-kinds.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Input } from "../../components/ui/input.tsx";

const t = nl.fleks;

/** One editable source → target row of the mapping table. */
export function MappingRow(props: {
  index: number;
  row: FieldMapping;
  problem: MappingProblem | null;
  /** The id of a datalist of the product's fields for this object. */
  targetsId: string;
  disabled: boolean;
  onChange: (patch: Partial<FieldMapping>) => void;
  onRemove: () => void;
}) {
  const { row, index } = props;
  const { kind, value } = parseTransformer(row.transformer);
  const n = index + 1;
  return (
    <tr
      className="border-b align-top last:border-0"
      data-testid="fleks-mapping-row"
      aria-invalid={props.problem !== null}
    >
      <td className="p-2">
        <Input
          aria-label={`${t.sourceField} ${n}`}
          value={row.sourceField}
          disabled={props.disabled}
          onChange={(e) => props.onChange({ sourceField: e.target.value })}
          className="font-mono text-xs"
        />
      </td>
      <td className="p-2">
        <Input
          aria-label={`${t.targetField} ${n}`}
          value={row.targetField}
          list={props.targetsId}
          disabled={props.disabled}
          onChange={(e) => props.onChange({ targetField: e.target.value })}
          className="font-mono text-xs"
        />
        {props.problem && <p className="mt-1 text-xs text-destructive">{t.mappingProblems[props.problem]}</p>}
      </td>
      <td className="p-2 text-center">
        <input
          type="checkbox"
          aria-label={`${t.required} ${n}`}
          checked={row.required}
          disabled={props.disabled}
          onChange={(e) => props.onChange({ required: e.target.checked })}
          className="mt-2 size-4"
        />
      </td>
      <td className="space-y-1 p-2">
        <ChoiceSelect<Transformer>
          aria-label={`${t.transformer} ${n}`}
          value={kind}
          values={TRANSFORMERS}
          empty={t.transformers.none}
          label={(k) => t.transformers[k]}
          disabled={props.disabled}
          onChange={(k) => props.onChange({ transformer: formatTransformer(k, k === "constant" ? value : "") })}
        />
        {kind === "constant" && (
          <Input
            aria-label={`${t.constantValue} ${n}`}
            value={value}
            disabled={props.disabled}
            onChange={(e) => props.onChange({ transformer: formatTransformer("constant", e.target.value) })}
            className="text-xs"
          />
        )}
      </td>
      <td className="p-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.removeMapping(n)}
          disabled={props.disabled}
          onClick={props.onRemove}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </td>
    </tr>
  );
}
