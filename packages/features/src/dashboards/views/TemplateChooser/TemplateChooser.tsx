import type { DashboardTemplate, DashboardTemplateGroup, DashboardTemplateType } from '@vigil/openapi';
import { Alert, Button, Modal, revealRowOnFocus, Select, SelectItem, Spinner, Tab, TabList, TabPanel, Tabs } from '@vigil/ui';
import { useState } from 'react';
import { RadioField } from 'react-aria-components';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { CardCount, CardDescription, CardName, CardType, Cards, Empty, Loading, ReplaceNote, TemplateCard, Toolbar } from './TemplateChooser.styles';

export interface TemplateChooserProps {
  /** Whether the chooser is shown. */
  isOpen: boolean;
  /** Called on Cancel, Escape and the close button. */
  onClose: () => void;
  /** Every template (`GET /dashboard/templates`); the chooser groups and filters them itself. */
  templates: readonly DashboardTemplate[];
  /** The templates are being fetched. */
  isLoading: boolean;
  /** Why the templates could not be fetched. */
  error?: string | null;
  /** Fetch the templates again after an error. */
  onRetry: () => void;
  /** The chosen template is being applied. */
  isApplying: boolean;
  /** Apply the chosen template. */
  onApply: (templateId: string) => void;
  /**
   * The charts the template will replace (applying one to a dashboard that has charts): the footer says so.
   * @default 0
   */
  replacedCharts?: number;
}

type TypeFilter = DashboardTemplateType | 'any';

const GROUPS: readonly { id: DashboardTemplateGroup; label: string }[] = [
  { id: 'all', label: M.groupAll },
  { id: 'use_cases', label: M.groupUseCases },
  { id: 'recommended', label: M.groupRecommended },
];

const TYPES: readonly { id: TypeFilter; name: string }[] = [
  { id: 'any', name: M.typeAny },
  { id: 'saas', name: M.typeSaas },
  { id: 'cam', name: M.typeCam },
];

const TYPE_NAMES: Record<DashboardTemplateType, string> = { saas: M.typeSaas, cam: M.typeCam };

/** The templates of a group (`all` holds every template) and type. */
export function templatesIn(templates: readonly DashboardTemplate[], group: DashboardTemplateGroup, type: TypeFilter): DashboardTemplate[] {
  return templates.filter((template) => (group === 'all' || template.groups.includes(group)) && (type === 'any' || template.type === type));
}

/**
 * The dashboard template chooser (spec 000: 723 by 335, after the first-login account profile):
 * templates by group (All, Use cases, Recommended) and type, as cards chosen with the pointer or
 * the arrow keys, then Apply.
 */
export function TemplateChooser({ isOpen, onClose, templates, isLoading, error, onRetry, isApplying, onApply, replacedCharts = 0 }: TemplateChooserProps) {
  const [group, setGroup] = useState<DashboardTemplateGroup>('all');
  const [type, setType] = useState<TypeFilter>('any');
  const [chosen, setChosen] = useState<string | null>(null);

  // Each opening starts afresh (state adjusted while rendering, as React advises over an effect).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setGroup('all');
      setType('any');
      setChosen(null);
    }
  }

  const visible = templatesIn(templates, group, type);
  // A choice hidden by the group or type is no longer the one to apply.
  const selected = visible.some((template) => template.id === chosen) ? chosen : null;
  const ready = !isLoading && !error;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={M.templatesTitle}
      size="templateChooser"
      footer={
        <>
          {replacedCharts > 0 && <ReplaceNote>{M.templateReplaces(replacedCharts)}</ReplaceNote>}
          <Button variant="ghost" onPress={onClose}>
            {M.cancel}
          </Button>
          <Button
            variant="primary"
            isLoading={isApplying}
            isDisabled={!ready || selected === null}
            onPress={() => {
              if (selected !== null) onApply(selected);
            }}
          >
            {M.apply}
          </Button>
        </>
      }
    >
      {isLoading && (
        <Loading role="status">
          <Spinner size="sm" />
          <span>{M.templatesLoading}</span>
        </Loading>
      )}
      {!isLoading && error && (
        <Alert tone="error" action={<Button onPress={onRetry}>{M.retry}</Button>}>
          {`${M.templatesFailed} ${error}`}
        </Alert>
      )}
      {ready && (
        <Tabs
          selectedKey={group}
          onSelectionChange={(key) => {
            setGroup(key as DashboardTemplateGroup);
          }}
        >
          <Toolbar>
            <TabList aria-label={M.groupsLabel}>
              {GROUPS.map((entry) => (
                <Tab key={entry.id} id={entry.id}>
                  {entry.label}
                </Tab>
              ))}
            </TabList>
            <Select<{ id: TypeFilter; name: string }>
              aria-label={M.typeLabel}
              value={type}
              onChange={(key) => {
                if (key === 'any' || key === 'saas' || key === 'cam') setType(key);
              }}
              items={TYPES}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          </Toolbar>
          {GROUPS.map((entry) => (
            <TabPanel key={entry.id} id={entry.id}>
              {visible.length === 0 ? (
                <Empty>{M.noTemplates}</Empty>
              ) : (
                <Cards
                  aria-label={M.templatesOf(entry.label)}
                  value={selected}
                  onChange={(id) => {
                    setChosen(id);
                  }}
                >
                  {visible.map((template) => (
                    <RadioField key={template.id} value={template.id} onFocus={revealRowOnFocus()}>
                      <TemplateCard>
                        <CardName>{template.name}</CardName>
                        <CardDescription>{template.description}</CardDescription>
                        <CardCount>
                          {M.chartCount(template.charts.length)}
                          <CardType>{TYPE_NAMES[template.type]}</CardType>
                        </CardCount>
                      </TemplateCard>
                    </RadioField>
                  ))}
                </Cards>
              )}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
