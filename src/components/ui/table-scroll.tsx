import { styled } from "./styled.tsx";

/**
 * The box a wide table scrolls sideways in. `relative` because a header's sr-only label
 * (absolutely positioned) otherwise escapes the box and widens the whole page at 375 px.
 */
export const TableScroll = styled("div", "relative overflow-x-auto", "TableScroll");
