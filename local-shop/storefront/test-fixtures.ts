// A small stand-in catalogue for the local shop's own tests. Chosen to cover every rule:
// signature, unpriced, sold, no image, stock of two, German translation, an extra collection, several brands.
import type {WatchSeed} from '../catalogue/types';
import type {ShopImage} from './stock';

const look = {dial: '#1d3b6f', caseMetal: 'steel', strap: 'bracelet'};

export function fixtureSeeds(): WatchSeed[] {
  return [
    {
      handle: 'rolex-submariner-date-126610ln',
      title: 'Rolex Submariner Date 126610LN',
      vendor: 'Rolex',
      productType: 'Watch',
      tags: ['Diver', 'Steel'],
      description: 'A modern Submariner.\n\nFull set from 2021.',
      price: 12950,
      quantity: 2,
      createdAt: '2024-03-01T10:00:00Z',
      imageCount: 3,
      look,
      metafields: {
        availability_status: 'available',
        reference_number: '126610LN, 126610',
        year: '2021',
        case_size: '41mm',
        box: 'Yes',
        papers: 'Yes',
      },
      extraCollections: ['new-arrivals'],
      de: {
        title: 'Rolex Submariner Datum 126610LN',
        description: 'Eine moderne Submariner.',
      },
    },
    {
      handle: 'rolex-daytona-116500ln',
      title: 'Rolex Cosmograph Daytona 116500LN',
      vendor: 'Rolex',
      productType: 'Watch',
      tags: ['Chronograph', 'Steel'],
      description: 'The ceramic bezel Daytona.',
      price: 24500,
      quantity: 1,
      createdAt: '2024-05-10T10:00:00Z',
      imageCount: 2,
      look,
      metafields: {
        availability_status: 'on_request',
        reference_number: '116500LN',
        year: '2019',
        case_size: '40mm',
        box: 'Yes',
        papers: 'No',
      },
    },
    {
      handle: 'patek-philippe-nautilus-5711-1a',
      title: 'Patek Philippe Nautilus 5711/1A',
      vendor: 'Patek Philippe',
      productType: 'Watch',
      tags: ['Steel', 'Icon'],
      description: 'The blue dial Nautilus.',
      price: 98000,
      quantity: 1,
      createdAt: '2023-11-20T10:00:00Z',
      imageCount: 2,
      look,
      metafields: {
        availability_status: 'available',
        reference_number: '5711/1A-010',
        year: '2019',
        case_size: '40mm',
        box: 'Yes',
        papers: 'Yes',
        signature_watches: 'true',
      },
    },
    {
      handle: 'audemars-piguet-royal-oak-15500st',
      title: 'Audemars Piguet Royal Oak 15500ST',
      vendor: 'Audemars Piguet',
      productType: 'Watch',
      tags: ['Steel'],
      description: 'Royal Oak with a grey dial.',
      price: 31000,
      quantity: 0,
      createdAt: '2024-01-15T10:00:00Z',
      imageCount: 1,
      look,
      metafields: {
        availability_status: 'sold',
        reference_number: '15500ST.OO.1220ST.02',
        year: '2020',
        case_size: '41mm',
        box: 'No',
        papers: 'Yes',
      },
    },
    {
      handle: 'a-lange-soehne-lange-1-191-032',
      title: 'A. Lange & Söhne Lange 1 191.032',
      vendor: 'A. Lange & Söhne',
      productType: 'Watch',
      tags: ['Gold', 'Dress'],
      description: 'Lange 1 in rose gold.',
      price: null,
      quantity: 1,
      createdAt: '2022-06-01T10:00:00Z',
      imageCount: 2,
      look,
      metafields: {
        availability_status: 'available',
        reference_number: '191.032',
        year: '2018',
        case_size: '38.5mm',
      },
    },
    {
      handle: 'tudor-black-bay-58-79030n',
      title: 'Tudor Black Bay 58 79030N',
      vendor: 'Tudor',
      productType: 'Watch',
      tags: ['Diver', 'Steel'],
      description: 'Vintage-inspired diver.',
      price: 2950,
      quantity: 1,
      createdAt: '2024-06-01T10:00:00Z',
      imageCount: 0,
      look,
      metafields: {
        availability_status: 'available',
        reference_number: '79030N',
        year: '2022',
        case_size: '39mm',
        box: 'Yes',
        papers: 'Yes',
      },
    },
  ];
}

/** Image records for unit tests that never fetch them (the server draws real images). */
export function fixtureImagesFor(seed: WatchSeed, origin: string): ShopImage[] {
  return Array.from({length: seed.imageCount}, (_, i) => ({
    id: `gid://shopify/ProductImage/${seed.handle}-${i + 1}`,
    url: `${origin}/cdn/fixture/${seed.handle}/${i + 1}.svg`,
    altText: `${seed.title} – view ${i + 1}`,
    width: 800,
    height: 800,
  }));
}
