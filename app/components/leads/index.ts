// Lead capture components other pages place (the enquiry opener is usePanels().openPanel).
export {EnquiryForm} from './EnquiryForm';
export {QuickSellForm} from './QuickSellForm';
export {SellForm} from './SellForm';
export {SourcingForm} from './SourcingForm';
export {ContactForm} from './ContactForm';
export {NewsletterForm} from './NewsletterForm';
export {useEnquiry} from './useEnquiry';
