import { Label as LabelPrimitive } from "radix-ui";
import { styled } from "./styled.tsx";

export const Label = styled(LabelPrimitive.Root, "text-sm font-medium leading-none", "Label");
