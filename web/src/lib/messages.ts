// SPEC §8, verbatim: the defaults shown when the server gives no message of its own.

export const LOGIN_FAILED = 'Login failed!';
export const LOGOUT_FAILED = 'Logout failed!';
export const GO_TO_LOGIN = 'Go to login!';
export const GET_USER_DETAILS_FAILED = 'Get user details failed!';
export const FETCH_USER_DETAILS_FAILED = 'Fetching user details failed!';
export const PROFILE_UPDATE_FAILED = 'Profile update failed!';
export const UPLOAD_FAILED = 'Upload failed';
export const PASSWORD_UPDATE_FAILED = 'Password update failed!';

export const SEND_OTP_FAILED = 'Failed to send OTP.';
export const INVALID_OTP = 'Invalid OTP.';
export const PASSWORD_RESET_FAILED = 'Password reset failed.';

export const FETCH_USERS_FAILED = 'Failed to fetch users';
export const FETCH_USER_FAILED = 'Failed to fetch user';

export const CART_ADD_FAILED = 'Failed to add item to cart';
export const CART_FETCH_FAILED = 'Failed to fetch cart items';
export const CART_UPDATE_FAILED = 'Failed to update cart quantity';
export const CART_DELETE_FAILED = 'Failed to delete cart item';

export const WISHLIST_ADD_FAILED = 'Failed to add item to WishList';
export const WISHLIST_FETCH_FAILED = 'Failed to fetch WishList items';
export const WISHLIST_UPDATE_FAILED = 'Failed to update WishList quantity';
export const WISHLIST_DELETE_FAILED = 'Failed to delete WishList item';

export const ADDRESS_FETCH_FAILED = 'Failed to fetch address';
export const ADDRESS_ADD_FAILED = 'Failed to add address';
export const ADDRESS_DELETE_FAILED = 'Failed to delete address';

export const CONTACT_SUBMIT_FAILED = 'Failed to submit contact form!';
export const CONTACT_FETCH_FAILED = 'Failed to get contact forms!';
export const CONTACT_DELETE_FAILED = 'Failed to delete contact forms!';

export const PRODUCTS_FETCH_FAILED = 'Failed to fetch products';
export const ORDERS_DELETE_ALL_FAILED = 'Failed to delete all orders';

export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const DELETE_FAILED = 'Delete failed';
export const FETCH_FAILED = 'Fetch failed';

export const NOT_AUTHENTICATED = 'User is not authenticated';
export const INVALID_RESPONSE = 'Invalid response from server';

export const PASSWORD_UPDATED = 'Password updated successfully!';
export const LOGGED_OUT = 'Logged out successfully!';
