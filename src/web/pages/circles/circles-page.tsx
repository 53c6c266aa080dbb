import { EmptyState } from "../../components/ui/feedback.js";
import { CreateByNameForm } from "../../features/discovery/create-by-name-form.js";
import { DiscoveryLayout, Section } from "../../features/discovery/discovery-layout.js";
import { deviceStore, useCircles } from "../../lib/device-store.js";
import { toast } from "../../lib/toast.js";
import { CircleCard } from "./circle-card.js";

/** /circles: small accountability groups, kept on this device (public-and-discovery §2 Circles). */
export function CirclesPage() {
  const circles = useCircles();
  return (
    <DiscoveryLayout
      path="/circles"
      description="Create small accountability circles with weekly 2-minute check-ins on ProgressVault."
      title="Circles"
      intro="Small accountability groups with a few shared prompts. Circles are kept on this device only."
    >
      <Section title="New circle" id="new-circle-heading">
        <CreateByNameForm
          label="New circle name"
          placeholder="e.g. Morning runners"
          onCreate={(name) => {
            const circle = deviceStore.createCircle(name);
            toast.success(`${circle.name} created`);
          }}
        />
      </Section>
      <section aria-labelledby="your-circles-heading">
        <h2 id="your-circles-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Your circles
        </h2>
        <div className="mt-4">
          {circles.length === 0 ? (
            <EmptyState title="No circles yet. Create one and invite 3–5 peers to share weekly 2-minute check-ins." />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {circles.map((c) => (
                <CircleCard key={c.id} circle={c} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </DiscoveryLayout>
  );
}
