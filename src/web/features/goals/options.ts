/** Select options for categories and timeframes, labelled the way the product shows them. */
import { CATEGORIES, TIMEFRAMES } from "../../../core/constants.js";
import { capitalise } from "../../../core/text-case.js";

export const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: capitalise(value) }));
export const TIMEFRAME_OPTIONS = TIMEFRAMES.map((value) => ({ value, label: capitalise(value) }));
