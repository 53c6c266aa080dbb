/**
 * ?template={id} fills the create form from that template, then leaves the URL (spec §2),
 * so a reload or a shared link does not fill the form again.
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { findTemplate } from "../../../core/templates.js";
import type { GoalFormValues } from "../../features/goals/goal-form.js";

export function useTemplatePrefill(fill: (values: Partial<GoalFormValues>) => void, onFilled: () => void): void {
  const [params, setParams] = useSearchParams();
  const templateId = params.get("template");
  useEffect(() => {
    if (templateId === null) return;
    const template = findTemplate(templateId);
    if (template) {
      const { title, category, timeframe, description } = template;
      fill({ title, category, timeframe, description, motivation: "" });
      onFilled();
    }
    setParams(
      (p) => {
        p.delete("template");
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [templateId, fill, onFilled, setParams]);
}
