import { type AdminSettings, AdminSettingsInputSchema } from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { adminKeys } from '../api/admin-keys';
import { adminSettingsQuery, useSaveSettings } from '../api/admin-settings';
import { useDeskForm } from '../lib/use-desk-form';
import { ActionNotice } from './action-notice';
import { CheckboxField, TextAreaField } from './form-fields';
import { Panel } from './panel';
import { StaleVersionNotice } from './stale-version-notice';

const labels = {
  'topBar.text': 'Top bar text',
  supportPhone: 'Support phone',
  supportEmail: 'Support email',
  supportWhatsapp: 'WhatsApp number',
  bankOffer: 'Bank offer',
};

const valuesOf = (settings: AdminSettings) => ({
  topBarEnabled: settings.topBar.enabled,
  topBarText: settings.topBar.text,
  supportPhone: settings.supportPhone,
  supportEmail: settings.supportEmail,
  supportWhatsapp: settings.supportWhatsapp,
  bankOffer: settings.bankOffer ?? '',
});

/** The top bar, the support contacts shoppers see, and the cart's bank offer; saved at the version opened. */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const formId = useId();
  const desk = useDeskForm(formId);
  const save = useSaveSettings();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(settings));
  const [version, setVersion] = useState(settings.version);
  const set = (changes: Partial<typeof values>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = desk.check(
      AdminSettingsInputSchema,
      {
        topBar: { enabled: values.topBarEnabled, text: values.topBarText },
        supportPhone: values.supportPhone,
        supportEmail: values.supportEmail,
        supportWhatsapp: values.supportWhatsapp,
        bankOffer: values.bankOffer.trim() ? values.bankOffer : null,
        version,
      },
      labels,
    );
    if (!body) return;
    const saved = await desk.save(() => save.mutateAsync(body), { done: 'Saved.', versioned: true, labels });
    if (!saved) return;
    queryClient.setQueryData(adminKeys.content.settings, saved);
    setValues(valuesOf(saved));
    setVersion(saved.version);
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery(adminSettingsQuery);
    setValues(valuesOf(fresh));
    setVersion(fresh.version);
    desk.clear();
  };

  return (
    <form id={formId} noValidate onSubmit={submit} aria-label="Settings" className="flex flex-col gap-4">
      {desk.stale && <StaleVersionNotice what="The settings" onReload={() => void reload()} />}
      <Panel title="Top bar">
        <div className="flex flex-col gap-3">
          <CheckboxField
            {...desk.field('topBar.enabled')}
            label="Show the top bar"
            checked={values.topBarEnabled}
            onChange={(e) => set({ topBarEnabled: e.target.checked })}
          />
          <Input
            {...desk.field('topBar.text')}
            label="Top bar text"
            maxLength={160}
            value={values.topBarText}
            onChange={(e) => set({ topBarText: e.target.value })}
          />
        </div>
      </Panel>
      <Panel title="Support contacts">
        <div className="grid gap-3 sm:grid-cols-3">
          <Input
            {...desk.field('supportPhone')}
            label="Support phone"
            type="tel"
            autoComplete="off"
            value={values.supportPhone}
            onChange={(e) => set({ supportPhone: e.target.value })}
          />
          <Input
            {...desk.field('supportEmail')}
            label="Support email"
            type="email"
            autoComplete="off"
            value={values.supportEmail}
            onChange={(e) => set({ supportEmail: e.target.value })}
          />
          <Input
            {...desk.field('supportWhatsapp')}
            label="WhatsApp number"
            type="tel"
            hint="A 10-digit Indian mobile"
            autoComplete="off"
            value={values.supportWhatsapp}
            onChange={(e) => set({ supportWhatsapp: e.target.value })}
          />
        </div>
      </Panel>
      <Panel title="Offer in the cart">
        <TextAreaField
          {...desk.field('bankOffer')}
          label="Bank offer"
          optional
          hint="Shown in the cart. Leave empty when no offer runs."
          maxLength={200}
          rows={2}
          value={values.bankOffer}
          onChange={(e) => set({ bankOffer: e.target.value })}
        />
      </Panel>
      <ActionNotice notice={desk.notice} />
      <Button type="submit" disabled={desk.pending} variant="ink" className="self-start">
        {desk.pending ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}
