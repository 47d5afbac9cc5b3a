import { sampleVariableValues, type TemplateDetail, type TemplateFieldsView } from "@cloudoc/contract";
import { Accordion, TagsInput, Textarea } from "@mantine/core";
import { useMemo, useState } from "react";
import { VariablesPanel } from "../../../editor/components/VariablesPanel";
import { guideToHtml, guideToText } from "../template-rules";
import { QuestionsEditor } from "./QuestionsEditor";
import { VersionsPanel } from "./VersionsPanel";

interface Props {
  detail: TemplateDetail;
  fields: TemplateFieldsView;
  onChange: (patch: Partial<TemplateFieldsView>) => void;
  onInsertVariable: (key: string) => void;
}

/** Beside the page: business variables (with the sample company's values), versions, quiz, guide, references. */
export function TemplateSidebar({ detail, fields, onChange, onInsertVariable }: Props) {
  const values = useMemo(
    () =>
      sampleVariableValues({
        title: fields.title,
        policyNumber: fields.policyNumber,
        version: detail.version + 1,
      }),
    [fields.title, fields.policyNumber, detail.version],
  );
  const [guide, setGuide] = useState(() => guideToText(fields.guide));
  return (
    <Accordion multiple defaultValue={["variables", "versions"]} variant="separated">
      <Accordion.Item value="variables">
        <Accordion.Control>Business variables</Accordion.Control>
        <Accordion.Panel>
          <VariablesPanel values={values} onInsert={onInsertVariable} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="versions">
        <Accordion.Control>Versions</Accordion.Control>
        <Accordion.Panel>
          <VersionsPanel templateId={detail._id} versions={detail.versions} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="questions">
        <Accordion.Control>Questions ({fields.questions.length})</Accordion.Control>
        <Accordion.Panel>
          <QuestionsEditor
            questions={fields.questions}
            testRequired={fields.testRequired}
            onChange={(questions, testRequired) => onChange({ questions, testRequired })}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="guide">
        <Accordion.Control>Document guide</Accordion.Control>
        <Accordion.Panel>
          <Textarea
            label="Why the policy exists and how to personalise it"
            description="One paragraph a line"
            autosize
            minRows={4}
            value={guide}
            onChange={(e) => {
              setGuide(e.currentTarget.value);
              onChange({ guide: guideToHtml(e.currentTarget.value) });
            }}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="references">
        <Accordion.Control>Legal references ({fields.legalReferences.length})</Accordion.Control>
        <Accordion.Panel>
          <TagsInput
            label="Legislation and guidance"
            description="Press Enter after each"
            value={fields.legalReferences}
            onChange={(legalReferences) => onChange({ legalReferences })}
          />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
