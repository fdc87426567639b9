import type { HandbookText } from './handbookText.ts';

/** The editor's handbook in English, translated from the Turkish original (tr.ts); a change asks everyone again. */
export const en: HandbookText = {
  title: 'The Editor’s Handbook',
  introduction:
    'This handbook sets out the editorial principles and working rules that bind everyone who writes, edits or publishes content on any of our group’s sites. Before you use the content editors you must read the whole text, understand it and confirm that you will apply it. Your confirmation is recorded with the handbook’s version and the time; when the handbook changes, you are asked to confirm again.',
  sections: [
    {
      heading: '1. Accuracy and verification',
      paragraphs: [
        'Accuracy comes before speed. Being first with a piece of information is worth less than getting it right; nothing unverified is published.',
        'Every fact, name, title, figure, date and quotation is checked before publication. Where possible, information is confirmed by at least two independent sources; information resting on a single source says so in the text.',
        'Social media posts, footage and documents are not used as sources until the account and the material have been verified as genuine. Text and images produced with artificial intelligence tools are not published unverified and are never presented to readers as a real record.',
      ],
    },
    {
      heading: '2. Sources',
      paragraphs: [
        'Readers are told clearly where information comes from. When a source cannot be named, we explain as far as we can why not, and from what position the source speaks.',
        'An anonymous source is used only when the information cannot be obtained otherwise and the public interest requires it; the source’s identity is shared with at least one responsible editor. A promise of confidentiality to a source is kept in all circumstances except where the law compels otherwise.',
        'We do not approach sources or the subjects of a story under a false identity; people we interview are told that what they say may be published. Quotations are not shortened so as to change their meaning, nor taken out of context.',
        'A person or organisation about whom an allegation is published is given the chance to respond before publication; if no response was obtained, the text says so.',
      ],
    },
    {
      heading: '3. Corrections and updates',
      paragraphs: [
        'A mistake is corrected as soon as it is noticed. A published fact is never changed or deleted without telling readers; every correction other than a typing error is made with a note at the end of the text saying what was corrected and when.',
        'The title of a corrected item begins with the prefix ‘CORRECTION:’, that of an item developed with new information with ‘UPDATE:’ (‘DÜZELTME:’ and ‘GÜNCELLEME:’ in Turkish, ‘تصحيح:’ and ‘تحديث:’ in Arabic). The system recognises these prefixes. A prefix is used only for a genuine correction or update, never to attract readers.',
        'Requests for correction from readers or from the subjects of a story, and applications under the right of reply and correction, are passed to the responsible editor and the legal department the same day; statutory deadlines are never missed.',
      ],
    },
    {
      heading: '4. Agency copy',
      paragraphs: [
        'Agency stories are used with the agency named as the source. Agency copy is never presented as our own reporter’s work; where our reporter added information, the source names both.',
        'Agency copy is read and edited before publication: the title, spot and category are rewritten to the site’s standards, spelling and style are corrected, and missing context is added. Agencies make mistakes too; doubtful information is not published until verified.',
        'When an agency corrects, updates or withdraws a story, our item is corrected or taken down accordingly and at once. Agency material that the subscription agreement does not cover (for example photographs licensed for print only) is not used on the sites.',
      ],
    },
    {
      heading: '5. Embargoes',
      paragraphs: [
        'An embargoed story or document is not published or hinted at on any channel (site, social media, notifications, newsletters) before the embargo ends. The system does not allow agency items under embargo to be used in content; embargoed material may only be scheduled for after the embargo ends.',
        'Another outlet breaking an embargo does not lift it by itself; the responsible editor decides what to do.',
      ],
    },
    {
      heading: '6. Images, video and rights',
      paragraphs: [
        'We use only photographs, video, graphics and music we have the right to use: our own, material from agencies we subscribe to and archives we license, or works whose owner has given written permission. An image being available on the internet gives no right to use it.',
        'Every image and video names its source and, where known, the photographer; the caption describes accurately what the image shows. Archive images are marked as such.',
        'Images are not cropped, combined or altered in a way that changes the meaning of the story; only technical adjustments such as exposure, colour and framing are made. Illustrative images and photomontages are labelled clearly as such in the caption.',
        'Images of dead, injured or suffering people are not used unless they are essential to understanding the story; when they are, the person’s dignity is respected and readers are warned beforehand.',
      ],
    },
    {
      heading: '7. Privacy and personal data',
      paragraphs: [
        'People’s private lives are not made the subject of news unless the public interest clearly requires it. Holding public office does not open a person’s whole private life to reporting; only what bears on the office is of public interest.',
        'Special categories of personal data, such as health, sexual orientation, religious belief or ethnic origin, and details such as identity numbers, addresses, telephone numbers or vehicle plates, are not published in breach of the Personal Data Protection Law No. 6698 or of the public interest.',
        'Crime reporting respects the presumption of innocence: no one is called guilty without a final court judgment, and suspects and defendants are described with words such as ‘alleged’. Reporting bans imposed by courts and prosecutors are obeyed; in doubt, ask the legal department.',
        'Victims, and victims of sexual violence above all, are not identified without their explicit consent. Suicide reporting gives no details of the method, does not glorify the act, and includes where help can be found.',
      ],
    },
    {
      heading: '8. Children',
      paragraphs: [
        'The name, face, school or any other detail that could identify a person under 18 who is involved in a crime, is a victim of one or has been abused is never published; their faces are made unrecognisable in images.',
        'Children are interviewed only with the consent of their parents or legal guardians and with the child’s best interests in mind. Children’s suffering and privacy are never used to make a story more attractive.',
      ],
    },
    {
      heading: '9. Hate speech and discrimination',
      paragraphs: [
        'No person or group is demeaned, targeted or stigmatised because of their ethnic origin, religion, sect, language, sex, sexual orientation, disability, age, being a migrant or refugee, or political views. These characteristics are not mentioned unless they are directly relevant to the story.',
        'Other people’s hateful words are reported only when they are newsworthy, with their context and at a critical distance, and are not carried into the title or the spot. Calls to violence are not published. Embedded social media content is subject to the same rule.',
      ],
    },
    {
      heading: '10. Headlines and spots',
      paragraphs: [
        'The title and the spot reflect the substance of the text accurately; no information or claim that is not in the text appears in them. An unverified claim is not presented as an established fact.',
        'Headlines that mislead readers or withhold information to arouse curiosity (clickbait) are not used. The SEO title and description follow the same rule; keywords are not stuffed in for search engines.',
        'The labels ‘BREAKING’ and ‘FLASH’ are used only for genuinely new and important developments, and are removed from the title once the development is no longer new.',
      ],
    },
    {
      heading: '11. Conflicts of interest',
      paragraphs: [
        'Editors do not prepare or approve content about themselves, their relatives, or people and organisations with whom they have a financial relationship; such a situation is reported to the responsible editor beforehand.',
        'Gifts, payments, free travel or favours connected with a story are not accepted from the people or organisations it covers; invitations and press trips allowed by company policy are disclosed in the story.',
        'Advertising, sponsored content and promotional content are clearly separated from news and shown to readers as such. Advertisers’ wishes do not decide what a story says.',
      ],
    },
    {
      heading: '12. Compliance and consequences',
      paragraphs: [
        'The rules of this handbook are part of your employment contract and of the company’s disciplinary rules. Failure to comply may lead to action under the Labour Law No. 4857 and your employment contract, ranging from a warning to termination of the contract; legal and criminal liability arising from the content remains unaffected.',
        'When you are unsure how a rule applies, ask the responsible editor or the legal department before publishing. Not publishing something you are unsure of is always better than publishing it and correcting it later.',
      ],
    },
  ],
};
