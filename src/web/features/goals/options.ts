/** Select options for categories and timeframes, labelled the way the product shows them. */
import { CATEGORIES, TIMEFRAMES } from "../../../core/constants.js";
import { capitalized } from "./goal-display.js";

export const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: capitalized(value) }));
export const TIMEFRAME_OPTIONS = TIMEFRAMES.map((value) => ({ value, label: capitalized(value) }));
