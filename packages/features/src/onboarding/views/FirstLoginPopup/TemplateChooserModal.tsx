import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Modal, Radio, RadioGroup } from '@vigil/ui';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { selectOnboardingDialog } from '../../state/onboarding.selectors';
import { templateChooserSkipped, templateChosen } from '../../state/onboarding.slice';
import { Actions, Form } from './FirstLoginPopup.styles';

function TemplateForm() {
  const dispatch = useDispatch();
  const [template, setTemplate] = useState<string>(M.templates[0].id);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(templateChosen({ template }));
  };
  return (
    <Form onSubmit={submit}>
      <RadioGroup label={M.templatesIntro} value={template} onChange={setTemplate}>
        {M.templates.map((option) => (
          <Radio key={option.id} value={option.id} description={option.description}>
            {option.title}
          </Radio>
        ))}
      </RadioGroup>
      <Actions>
        <Button onPress={() => dispatch(templateChooserSkipped())}>{M.templatesSkip}</Button>
        <Button type="submit" variant="primary">
          {M.templatesCreate}
        </Button>
      </Actions>
    </Form>
  );
}

/** The template chooser after the account profile (723 by 335): leads to a new dashboard from the template. */
export function TemplateChooserModal() {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectOnboardingDialog) === 'templateChooser';
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) dispatch(templateChooserSkipped());
      }}
      title={M.templatesTitle}
      size="templateChooser"
      isDismissable={false}
    >
      <TemplateForm />
    </Modal>
  );
}
