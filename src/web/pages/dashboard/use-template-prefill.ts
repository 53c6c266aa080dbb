/**
 * ?template={id} fills the create form from that template (with what its title names to track,
 * core/template-habits.ts), then leaves the URL (spec §2),
 * so a reload or a shared link does not fill the form again.
 *
 * The catalogue (49 templates, 7 kB gzip) is loaded only when a link carries ?template=: as a
 * static import it was one more chunk on every dashboard load, ahead of the goals (issue 8: LCP).
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { GoalFormFill } from "../../features/goals/goal-form.js";

export function useTemplatePrefill(fill: (values: GoalFormFill) => void, onFilled: () => void): void {
  const [params, setParams] = useSearchParams();
  const templateId = params.get("template");
  useEffect(() => {
    if (templateId === null) return;
    let current = true;
    void import("./template-lookup.js")
      .then(({ findTemplate, templateDescription, templateHabit }) => {
        const template = findTemplate(templateId);
        return template && { ...template, description: templateDescription(template), habit: templateHabit(template.id) };
      })
      // Offline or a failed chunk: the form stays empty, as with an unknown template.
      .catch(() => undefined)
      .then((template) => {
        if (!current) return;
        if (template) {
          const { title, category, timeframe, description, habit } = template;
          fill({ title, category, timeframe, description, motivation: "", ...habit });
          onFilled();
        }
        setParams(
          (p) => {
            p.delete("template");
            return p;
          },
          { replace: true, preventScrollReset: true },
        );
      });
    return () => {
      current = false;
    };
  }, [templateId, fill, onFilled, setParams]);
}
