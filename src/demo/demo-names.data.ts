/** Names for demo people, agencies, builders and societies. Surnames follow the city's region. */
import type { DemoRegion } from './demo-city.types';

// biome-ignore format: a packed word list reads better than one word per line
export const FIRST_NAMES = [
  'Aarav', 'Aditya', 'Akash', 'Amit', 'Anil', 'Anjali', 'Ankit', 'Anita', 'Arjun', 'Deepak', 'Divya', 'Gaurav',
  'Kavita', 'Kiran', 'Manish', 'Meena', 'Neha', 'Nikhil', 'Pooja', 'Pradeep', 'Priya', 'Rahul', 'Rajesh', 'Ramesh',
  'Ravi', 'Rohit', 'Sachin', 'Sandeep', 'Sanjay', 'Shweta', 'Sneha', 'Sunil', 'Sunita', 'Suresh', 'Vikas', 'Vivek',
  'Yogesh', 'Lakshmi', 'Karthik', 'Venkatesh', 'Srinivas', 'Priyanka', 'Arun', 'Bhavna', 'Harpreet', 'Gurpreet',
  'Manpreet', 'Subhash', 'Sourav', 'Debashis', 'Abhishek', 'Farhan', 'Imran', 'Ayesha', 'Sana', 'Joseph', 'Thomas',
  'Mary', 'Anand', 'Ganesh', 'Mahesh', 'Naveen', 'Pavan', 'Lokesh', 'Rekha', 'Usha', 'Geeta', 'Sarita', 'Ritu',
  'Nisha', 'Tanvi', 'Ishaan', 'Kabir', 'Zoya', 'Vijay', 'Ajay', 'Hemant', 'Tarun', 'Jatin', 'Komal', 'Swati',
  'Harish', 'Dinesh', 'Prakash', 'Madhuri', 'Shalini', 'Rashmi', 'Varun', 'Siddharth', 'Aman', 'Nitin', 'Alok',
] as const;

// biome-ignore format: a packed word list reads better than one word per line
export const SURNAMES: Readonly<Record<DemoRegion, readonly string[]>> = {
  north: [
    'Sharma', 'Verma', 'Gupta', 'Agarwal', 'Singh', 'Chauhan', 'Yadav', 'Mishra', 'Tiwari', 'Pandey', 'Saxena',
    'Srivastava', 'Jain', 'Malhotra', 'Kapoor', 'Khanna', 'Arora', 'Bansal', 'Goyal', 'Sethi', 'Dhillon', 'Gill',
  ],
  west: [
    'Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Shah', 'Patel', 'Mehta', 'Desai', 'Pawar', 'Jadhav', 'Shinde',
    'Gaikwad', 'Thakkar', 'Parikh', 'Modi', 'Naik', 'Sawant', 'Bhosale', 'Chavan', 'Dave',
  ],
  central: [
    'Sharma', 'Dubey', 'Tiwari', 'Chouhan', 'Rathore', 'Jain', 'Agrawal', 'Shukla', 'Mishra', 'Soni', 'Patel',
    'Rajput', 'Tomar', 'Parmar', 'Saxena', 'Khandelwal', 'Mehra', 'Vyas',
  ],
  south: [
    'Reddy', 'Rao', 'Naidu', 'Iyer', 'Iyengar', 'Nair', 'Menon', 'Pillai', 'Krishnan', 'Subramanian', 'Gowda',
    'Shetty', 'Hegde', 'Varghese', 'Kurian', 'Raman', 'Murthy', 'Prasad', 'Chowdary', 'Rajan',
  ],
  east: [
    'Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Ghosh', 'Sen', 'Mohanty', 'Sahoo', 'Barua', 'Kumar',
    'Sinha', 'Prasad', 'Mahato', 'Patnaik', 'Dutta', 'Saha', 'Roy', 'Bora',
  ],
};

/** First words of builder and agency brands: auspicious, nature and aspiration names common in India. */
// biome-ignore format: a packed word list reads better than one word per line
export const BRAND_WORDS = [
  'Sagar', 'Shubh', 'Amaltas', 'Shree Balaji', 'Sai Krupa', 'Gulmohar', 'Nilgiri', 'Aravali', 'Shivalik', 'Vrindavan',
  'Kaveri', 'Narmada', 'Ganga', 'Tulsi', 'Surya', 'Chandra', 'Lotus', 'Orchid', 'Emerald', 'Skyline', 'Greenfield',
  'Silverline', 'Goldcrest', 'Rudraksh', 'Mangalam', 'Aashiyana', 'Pratham', 'Kalash', 'Shanti', 'Siddhivinayak',
  'Trident', 'Harmony', 'Sunrise', 'Crystal', 'Pearl', 'Navkar', 'Ashirwad', 'Omkar', 'Riddhi Siddhi', 'Keystone',
] as const;

export const BUILDER_SUFFIXES = [
  'Developers Pvt. Ltd.',
  'Infra Projects',
  'Buildcon',
  'Constructions',
  'Realtors LLP',
  'Homes Pvt. Ltd.',
  'Infrastructure Ltd.',
  'Estates',
] as const;

export const AGENCY_SUFFIXES = [
  'Properties',
  'Realty',
  'Estate Consultants',
  'Property Solutions',
  'Real Estate',
  'Housing Services',
] as const;

// biome-ignore format: a packed word list reads better than one word per line
export const SOCIETY_WORDS = [
  'Sai', 'Shree Krishna', 'Shanti', 'Green Valley', 'Silver Oak', 'Royal', 'Golden', 'Ashoka', 'Amaltas', 'Gulmohar',
  'Palm', 'Orchid', 'Lotus', 'Sunrise', 'Skyline', 'Emerald', 'Pearl', 'Vrindavan', 'Ganga', 'Narmada', 'Kaveri',
  'Nilgiri', 'Aravali', 'Shivalik', 'Nandanvan', 'Shubh', 'Mangal', 'Aashiyana', 'Surya', 'Tulsi', 'Urban', 'Harmony',
  'Serene', 'Lake View', 'Park View', 'Rose Wood', 'Maple', 'Sapphire', 'Riverdale', 'Crescent', 'Evergreen', 'Blue Bell',
] as const;

// biome-ignore format: a packed word list reads better than one word per line
export const SOCIETY_SUFFIXES = [
  'Residency', 'Heights', 'Apartments', 'Enclave', 'Towers', 'Greens', 'Vihar', 'Homes', 'Kunj', 'Gardens',
  'Residences', 'Meadows', 'Court', 'Paradise', 'Avenue', 'Regency', 'Grand', 'Nest', 'Vista', 'Park',
] as const;

export const COMMERCIAL_SUFFIXES = [
  'Business Park',
  'Trade Centre',
  'Corporate Tower',
  'Plaza',
  'Square',
  'Business Hub',
  'Arcade',
  'Mall',
] as const;
