import { zodResolver } from '@hookform/resolvers/zod';
import type { DashboardImportReply } from '@vigil/openapi';
import { Alert, Button, Form, Modal, Radio, RadioGroup, Select, SelectItem, Spinner } from '@vigil/ui';
import { useEffect, useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from '../../../forms/zod';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { FileLine, Hint, Section, SectionTitle, SpaceList, Steps, Working } from './ImportDialog.styles';
import { IMPORT_MAX_BYTES, readAsBase64 } from './readArchive';

/** The dry run's (or the import's) report: the dashboards of the file and the queries they need. */
export type ImportReport = DashboardImportReply['data']['attributes'];

/** A saved query that can stand for an exported one of the same entity. */
export interface ImportQueryChoice {
  id: string;
  name: string;
  entity: string;
}

export type ImportStep = 'choose' | 'map' | 'done';

export interface ImportDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called on Cancel, Close, Escape and the close button. */
  onClose: () => void;
  /** Choose a file, map its queries (after the dry run), or see what was imported. */
  step: ImportStep;
  /** The chosen file's name. */
  fileName?: string;
  /** The dry run's report in the map step; the import's in the done step. */
  dryRun: ImportReport | null;
  /** The saved queries the caller can see, to stand for the exported ones. */
  availableQueries: readonly ImportQueryChoice[];
  /** The dry run or the import is in flight. */
  isWorking: boolean;
  /** The server's refusal of the file or of the import. */
  error?: string | null;
  /** A file was read: its content as base64 (the dry run's `archive`) and its name. */
  onFileChosen: (archiveBase64: string, fileName: string) => void;
  /**
   * The open dashboard's name, when the caller may replace its charts: a file of one dashboard
   * may then be imported into it rather than as a new one.
   */
  intoSpaceName?: string;
  /** Import with this map (exported query id -> saved query id), unmapped queries created; `into` the open dashboard or as new ones. */
  onImport: (queryMap: Record<string, string>, into: boolean) => void;
}

/** The select's key for a query created from the file rather than mapped. */
const CREATE = '__create__';

const ACCEPTED_TYPES = ['.json', '.zip', 'application/json', 'application/zip'];

/** The mapping's rule: each query is created, or mapped to a visible query of its entity. */
const mapSchema = (choices: readonly ImportQueryChoice[]) =>
  z.object({
    into: z.boolean(),
    rows: z.array(
      z
        .object({ id: z.string(), entity: z.string(), target: z.string() })
        .refine((row) => row.target === CREATE || choices.some((choice) => choice.id === row.target && choice.entity === row.entity), { path: ['target'] }),
    ),
  });

type MapForm = z.infer<ReturnType<typeof mapSchema>>;

const formOf = (report: ImportReport | null): MapForm => ({
  into: false,
  rows: (report?.queries ?? []).map((query) => ({ id: query.id, entity: query.entity, target: query.match ?? CREATE })),
});

/**
 * The file: a real file input behind a button, read on the client and capped at 2 MiB. It stays
 * through the mapping step (Choose another file), where the same button keeps the focus.
 */
function ChooseFile({ fileName, isWorking, onFileChosen }: Pick<ImportDialogProps, 'fileName' | 'isWorking' | 'onFileChosen'>) {
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = reading || isWorking;

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file || busy) return;
    setProblem(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem(M.fileTooLarge(file.name));
      return;
    }
    setReading(true);
    try {
      onFileChosen(await readAsBase64(file), file.name);
    } catch {
      setProblem(M.fileUnreadable(file.name));
    } finally {
      setReading(false);
    }
  };

  return (
    <Section>
      <Hint id="import-file-hint">{M.chooseFileHint}</Hint>
      <FileLine>
        <FileTrigger acceptedFileTypes={ACCEPTED_TYPES} onSelect={(files) => void choose(files)}>
          {/* Pending rather than disabled while the file is read and checked: a disabled button would drop the focus. */}
          <Button variant={fileName ? 'secondary' : 'primary'} isLoading={busy} aria-describedby="import-file-hint">
            {fileName ? M.chooseAnotherFile : M.chooseFile}
          </Button>
        </FileTrigger>
        <span>{fileName ? M.fileChosen(fileName) : M.noFileChosen}</span>
      </FileLine>
      {busy && (
        <Working role="status">
          <Spinner size="sm" />
          <span>{M.reading}</span>
        </Working>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </Section>
  );
}

/** The dashboards a report names, with their chart counts. */
function Dashboards({ report }: { report: ImportReport }) {
  return (
    <Section>
      <SectionTitle>{M.dashboardsInFile}</SectionTitle>
      <SpaceList>
        {report.spaces.map((space, index) => (
          <li key={space.uuid ?? `${space.name}-${index}`}>{M.dashboardCharts(space.name, space.charts)}</li>
        ))}
      </SpaceList>
    </Section>
  );
}

/**
 * Imports exported dashboards (`POST /dashboard/import`): a file is chosen and read, the dry
 * run lists the queries the dashboards need, each is mapped to an existing query of its entity
 * (the dry run's match first) or created from the file, then Import: as new dashboards, or a
 * file of one into the open dashboard (its charts replaced).
 */
export function ImportDialog({ isOpen, onClose, step, fileName, dryRun, availableQueries, isWorking, error, intoSpaceName, onFileChosen, onImport }: ImportDialogProps) {
  const schema = useMemo(() => mapSchema(availableQueries), [availableQueries]);
  const { control, handleSubmit, reset } = useForm<MapForm>({ resolver: zodResolver(schema), defaultValues: formOf(dryRun) });
  const { fields } = useFieldArray({ control, name: 'rows' });

  // A new dry run starts the mapping again from its matches.
  useEffect(() => {
    reset(formOf(dryRun));
  }, [dryRun, reset]);

  const submit = handleSubmit((values) => {
    const queryMap: Record<string, string> = {};
    for (const row of values.rows) if (row.target !== CREATE) queryMap[row.id] = row.target;
    onImport(queryMap, canGoInto && values.into);
  });

  const queries = dryRun?.queries ?? [];
  // The server imports into a dashboard a file of one dashboard only.
  const canGoInto = intoSpaceName !== undefined && dryRun?.spaces.length === 1;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={M.importTitle}
      size="lg"
      footer={
        step === 'done' ? (
          <Button variant="primary" onPress={onClose}>
            {M.done}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onPress={onClose}>
              {M.cancel}
            </Button>
            {step === 'map' && (
              <Button type="submit" form="dashboard-import-map" variant="primary" isLoading={isWorking}>
                {M.import}
              </Button>
            )}
          </>
        )
      }
    >
      <Steps>
        {error && <Alert tone="error">{error}</Alert>}
        {step !== 'done' && <ChooseFile fileName={fileName} isWorking={isWorking} onFileChosen={onFileChosen} />}
        {step === 'map' && dryRun && (
          <Form id="dashboard-import-map" aria-label={M.importTitle} onSubmit={(event) => void submit(event)}>
            <Dashboards report={dryRun} />
            {canGoInto && (
              <Controller
                control={control}
                name="into"
                render={({ field }) => (
                  <RadioGroup
                    label={M.importAs}
                    value={field.value ? 'into' : 'new'}
                    onChange={(value) => {
                      field.onChange(value === 'into');
                    }}
                  >
                    <Radio value="new">{M.importAsNew}</Radio>
                    <Radio value="into" description={M.importIntoHint}>
                      {M.importInto(intoSpaceName)}
                    </Radio>
                  </RadioGroup>
                )}
              />
            )}
            <Section>
              <SectionTitle>{M.queriesNeeded}</SectionTitle>
              {queries.length === 0 ? (
                <Hint>{M.noQueriesNeeded}</Hint>
              ) : (
                <>
                  <Hint>{M.mapIntro}</Hint>
                  {fields.map((row, index) => {
                    const query = queries[index];
                    if (!query) return null;
                    const items = [{ id: CREATE, name: M.createFromFile }, ...availableQueries.filter((choice) => choice.entity === query.entity)];
                    return (
                      <Controller
                        key={row.id}
                        control={control}
                        name={`rows.${index}.target`}
                        render={({ field, fieldState }) => (
                          <Select<{ id: string; name: string }>
                            label={M.queryFor(query.name, query.entity)}
                            value={field.value}
                            onChange={(key) => {
                              if (key !== null) field.onChange(String(key));
                            }}
                            onBlur={field.onBlur}
                            isInvalid={fieldState.invalid}
                            items={items}
                          >
                            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                          </Select>
                        )}
                      />
                    );
                  })}
                </>
              )}
            </Section>
          </Form>
        )}
        {step === 'done' && (
          <>
            <Alert tone="success">{M.importDone}</Alert>
            {dryRun && <Dashboards report={dryRun} />}
          </>
        )}
      </Steps>
    </Modal>
  );
}
