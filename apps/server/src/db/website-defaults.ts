/**
 * The landing site's content as first seeded (spec §3 "Website settings"): every group with
 * its visibility flag. Admins edit it from /admin/website; it travels as the JSON text of the
 * `website` setting.
 */
export const DEFAULT_WEBSITE = {
  home: {
    visibility: true,
    headingLine1: 'Color your imagination',
    headingLine2: 'one page at a time',
    subheading:
      'Create coloring pages with AI or from your own pictures, browse thousands made by others, and color them on any device.',
    image: '',
    platforms: {
      web: '/sign-up',
      android: '',
      ios: '',
      windows: '',
      mac: '',
      debian: '',
    },
  },
  howItWorks: {
    visibility: true,
    subheading: 'From an idea to a finished picture in three steps.',
    video: '',
    instructions: [
      { id: 1, content: 'Describe a scene, or upload a photo or drawing you love.' },
      { id: 2, content: 'Huebook turns it into a clean black-and-white coloring page.' },
      {
        id: 3,
        content: 'Pick your colors, fill with a tap or paint with the brush, then save, print or download.',
      },
    ],
  },
  features: {
    visibility: true,
    subheading: 'Everything you need to relax, create and share.',
    image: '',
    features: [
      {
        id: 1,
        icon: 'sparkles',
        title: 'AI pages',
        description: 'Type a prompt and get a printable page in seconds.',
      },
      {
        id: 2,
        icon: 'upload',
        title: 'Your pictures',
        description: 'Turn photos and sketches into line art to color.',
      },
      {
        id: 3,
        icon: 'paint-bucket',
        title: 'Smart fill',
        description: 'Fill a whole region with one tap, without leaking through the lines.',
      },
      {
        id: 4,
        icon: 'printer',
        title: 'Print and download',
        description: 'Print your pages or keep them as pictures (paid plans).',
      },
      {
        id: 5,
        icon: 'heart',
        title: 'Favorites',
        description: 'Keep the pages you love one tap away (paid plans).',
      },
      {
        id: 6,
        icon: 'smartphone',
        title: 'Everywhere',
        description: 'On the web, on iOS and Android, and on your desktop.',
      },
    ],
  },
  testimonials: {
    visibility: true,
    subheading: 'What colorists say about Huebook.',
    image: '',
    testimonials: [
      {
        id: 1,
        photo: '',
        feedback: 'My kids ask for a new dinosaur page every evening. Bedtime has never been calmer.',
        name: 'Maya R.',
        location: 'Lyon, France',
      },
      {
        id: 2,
        photo: '',
        feedback: 'I color a mandala on my tablet every lunch break. The fill tool is perfect.',
        name: 'Daniel K.',
        location: 'Toronto, Canada',
      },
      {
        id: 3,
        photo: '',
        feedback: 'I turn my students’ drawings into pages the whole class can color.',
        name: 'Aiko T.',
        location: 'Osaka, Japan',
      },
    ],
  },
  metrics: {
    visibility: true,
    metrics: [
      { id: 1, key: 'Pages created', value: '25K+' },
      { id: 2, key: 'Pictures colored', value: '120K+' },
      { id: 3, key: 'Colorists', value: '8K+' },
      { id: 4, key: 'Countries', value: '60+' },
    ],
  },
  pricing: {
    visibility: true,
    subheading: 'Start free. Upgrade when you want more pages, favorites, print and download.',
  },
  faqs: {
    visibility: true,
    subheading: 'Questions we are often asked.',
    image: '',
    faqs: [
      {
        question: 'Is Huebook free?',
        answer: 'Yes. The free plan lets you color 10 public pages and create 3 pages every month.',
      },
      {
        question: 'What are credits?',
        answer:
          'Each month your plan gives you credits for coloring public pages and for creating pages. Coloring your own pages is always free.',
      },
      {
        question: 'Can I print my pages?',
        answer: 'Print and download are part of the Starter and Advanced plans.',
      },
      {
        question: 'Can I cancel anytime?',
        answer: 'Yes. Cancel from your account; your plan stays active until the end of the paid period.',
      },
      { question: 'Which pictures can I upload?', answer: 'PNG, JPEG or WebP pictures up to 10 MB.' },
    ],
    support: {
      heading: 'Still have questions?',
      description: 'Our team answers within one working day.',
      link: 'mailto:support@huebook.local',
    },
  },
  callToAction: {
    visibility: true,
    heading: 'Ready to add some color?',
    description: 'Create your first page in less than a minute. No card needed.',
  },
  contact: {
    visibility: true,
    subheading: 'We would love to hear from you.',
    image: '',
    location: 'Lisbon, Portugal',
    phone: '+351 210 000 000',
    email: 'support@huebook.local',
  },
  footer: {
    visibility: true,
    socials: [
      { id: 1, icon: 'instagram', url: 'https://instagram.com/huebook' },
      { id: 2, icon: 'facebook', url: 'https://facebook.com/huebook' },
      { id: 3, icon: 'youtube', url: 'https://youtube.com/@huebook' },
    ],
  },
  terms: {
    visibility: true,
    content:
      '<h2>Terms of Service</h2><p>By using Huebook you agree to use it lawfully and to upload only pictures you have the right to use. Pages you make public can be colored by other users. We may block content that breaks these terms.</p><p>Paid plans renew monthly until canceled; credits reset at the start of each period and do not carry over.</p>',
  },
  privacy: {
    visibility: true,
    content:
      '<h2>Privacy Policy</h2><p>We keep your name, email address and the pictures you create or upload, only to run Huebook. We never sell your data. Payments are handled by our payment provider; we do not store card numbers.</p><p>You can ask us to delete your account and data at any time.</p>',
  },
};
