import { Accordion, AccordionItem } from '../../components/ui/accordion.tsx';
import { ListingSection } from './listing-section.tsx';

/** Frequently asked questions as an accordion (one open at a time). Nothing when there are none. */
export function FaqSection({ faqs }: { faqs: { question: string; answer: string }[] }) {
  if (faqs.length === 0) return null;
  return (
    <ListingSection id="faqs" title="Frequently asked questions">
      <Accordion type="single" collapsible className="border-y border-line">
        {faqs.map((faq, i) => (
          <AccordionItem key={`${i}-${faq.question}`} value={`faq-${i}`} title={faq.question}>
            {faq.answer}
          </AccordionItem>
        ))}
      </Accordion>
    </ListingSection>
  );
}
